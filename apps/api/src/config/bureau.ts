import { z } from 'zod';

/**
 * The credit bureau (docs/credit-policy.md, "The credit bureau"; decision 0067), asked only with the borrower's
 * consent: BUREAU_URL set, a bureau's HTTP API through the adapter; unset, the local sandbox bureau under `npm start`
 * (NODE_ENV=development), else none. BUREAU=off turns it off. Read from the environment by config/env.ts.
 */
export type BureauConfig = { provider: 'none' } | { provider: 'sandbox'; timeoutMs: number } | { provider: 'http'; baseUrl: string; apiKey: string; timeoutMs: number };

export const bureauEnv = {
  BUREAU_URL: z.string().url().optional(),
  BUREAU_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BUREAU_TIMEOUT_MS: z.coerce.number().int().positive().max(30_000).default(2_000),
  BUREAU: z.enum(['on', 'off']).optional(),
};

type BureauEnv = { BUREAU_URL?: string; BUREAU_API_KEY?: string; BUREAU_TIMEOUT_MS: number; BUREAU?: 'on' | 'off'; NODE_ENV: string };

export function bureauConfigOf(env: BureauEnv, sandbox: boolean): BureauConfig {
  if (env.BUREAU === 'off') return { provider: 'none' };
  if (env.BUREAU_URL) {
    if (!env.BUREAU_API_KEY) throw new Error('Invalid configuration: BUREAU_API_KEY is required with BUREAU_URL');
    return { provider: 'http', baseUrl: env.BUREAU_URL, apiKey: env.BUREAU_API_KEY, timeoutMs: env.BUREAU_TIMEOUT_MS };
  }
  return sandbox && env.NODE_ENV === 'development' ? { provider: 'sandbox', timeoutMs: env.BUREAU_TIMEOUT_MS } : { provider: 'none' };
}
