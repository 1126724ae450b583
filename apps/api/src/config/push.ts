import { KNOWN_PUSH_SERVICES, parsePushHosts, type PushHostRule, SANDBOX_PUSH_HOST } from '../providers/push/push-hosts';

// Web Push settings (docs/messages.md#web-push, docs/operations.md#web-push-keys-vapid). The sandbox has its own VAPID key pair,
// public in this repository: a production start with PUSH_PROVIDER=webpush refuses it (secrets.ts).

/** The sandbox's VAPID key pair (made once with `npx web-push generate-vapid-keys`): never for real borrowers. */
export const SANDBOX_VAPID = {
  publicKey: 'BP2Ttnch4vRwY2H_P8kr4okB-hb3qscrLEwefwl_sikVDzLLNpiKyET_eQFtjiFm22Y_EmYj6udy_JWmzc2XOIo',
  privateKey: 'TnpMO_PtyvV6VkExows6pNVilfgzs3j1uPvDtMP0lSY',
  subject: 'mailto:sandbox@pocket.invalid',
} as const;

export interface PushConfig {
  /** sandbox: recorded and shown on /dev/phone, never sent; webpush: to the browsers' push services. */
  provider: 'sandbox' | 'webpush';
  vapid: { publicKey: string; privateKey: string; subject: string };
  timeoutMs: number;
  /** The push services a subscription may name (PUSH_ALLOWED_HOSTS; issue 42): any other endpoint is refused. */
  allowedHosts: PushHostRule[];
  /** Subscriptions kept per borrower (PUSH_MAX_SUBSCRIPTIONS): a new one beyond it replaces the least recently saved. */
  maxSubscriptions: number;
}

interface PushEnv {
  PUSH_PROVIDER?: 'sandbox' | 'webpush' | undefined;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  PUSH_TIMEOUT_MS: number;
  PUSH_ALLOWED_HOSTS?: string | undefined;
  PUSH_MAX_SUBSCRIPTIONS: number;
}

/** The push settings; PUSH_PROVIDER=webpush without the keys stops start-up (production says more: secrets.ts). */
export function pushConfigOf(env: PushEnv, sandbox: boolean): PushConfig {
  const provider = env.PUSH_PROVIDER ?? (sandbox ? 'sandbox' : 'webpush');
  if (provider === 'sandbox' && !sandbox) throw new Error('Invalid configuration: PUSH_PROVIDER=sandbox sends no notification and is for the sandbox only; use webpush');
  if (provider === 'webpush' && (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY || !env.VAPID_SUBJECT)) {
    const missing = !env.VAPID_PUBLIC_KEY ? 'VAPID_PUBLIC_KEY' : !env.VAPID_PRIVATE_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_SUBJECT';
    throw new Error(`Invalid configuration: ${missing} is required for PUSH_PROVIDER=webpush (docs/operations.md#web-push-keys-vapid)`);
  }
  const vapid = env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
    ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT ?? SANDBOX_VAPID.subject }
    : { ...SANDBOX_VAPID };
  // The browsers' push services by default; the sandbox sender (which sends nothing) also takes the e2e journey's host.
  const hosts = env.PUSH_ALLOWED_HOSTS?.trim() ? env.PUSH_ALLOWED_HOSTS.split(',').filter((h) => h.trim()) : [...KNOWN_PUSH_SERVICES, ...(provider === 'sandbox' ? [SANDBOX_PUSH_HOST] : [])];
  return { provider, vapid, timeoutMs: env.PUSH_TIMEOUT_MS, allowedHosts: parsePushHosts(hosts), maxSubscriptions: env.PUSH_MAX_SUBSCRIPTIONS };
}
