import type { FastifyInstance } from 'fastify';

import type { AppConfig } from '../../config/env';
import { HttpCreditBureau } from './http-bureau';
import type { CreditBureau } from './port';
import { startSandboxBureau } from './sandbox-bureau';

/**
 * The bureau config.bureau names: none; the sandbox bureau, started on a local port beside the server (closed with it)
 * and reached through the same HTTP adapter as a real bureau; or a bureau's API.
 */
export async function bureauOf(config: AppConfig, app: FastifyInstance): Promise<CreditBureau | null> {
  const c = config.bureau;
  if (c.provider === 'none') return null;
  if (c.provider === 'http') return new HttpCreditBureau(c);
  const sandbox = await startSandboxBureau();
  app.addHook('onClose', async () => sandbox.close());
  app.log.info({ bureau: sandbox.baseUrl }, 'sandbox credit bureau listening');
  return new HttpCreditBureau({ baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey, timeoutMs: c.timeoutMs });
}
