import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import pkg from '../../package.json' with { type: 'json' };

// The one place the server reads process.env. Defaults make the embedded run work with nothing configured.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('.data'),
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../web/dist/', import.meta.url))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  version: string;
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  /** Folder of the built web app; served when it exists. */
  webDist: string;
  logLevel: Env['LOG_LEVEL'];
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  return {
    version: pkg.version,
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL,
  };
}

/** A config for tests: defaults plus overrides, without reading the real environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
