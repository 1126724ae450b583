import { randomBytes } from 'node:crypto';

import { vapidEnv } from './vapid';

/**
 * The secrets a production start needs besides OTP_PEPPER and the gateway's key, fresh for each call: the VAPID pair,
 * the SMS delivery reports' secret (issue 42, defect 13) and the audit chain's key (defect 9).
 */
export function productionSecretsEnv(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string; VAPID_SUBJECT: string; AT_DELIVERY_SECRET: string; AUDIT_KEY: string } {
  return { ...vapidEnv(), AT_DELIVERY_SECRET: randomBytes(32).toString('hex'), AUDIT_KEY: randomBytes(32).toString('hex') };
}
