import { z } from 'zod';

import type { AirtelConfig } from '../providers/mobile-money/airtel-money';
import type { MtnConfig } from '../providers/mobile-money/mtn-momo';

const num = (d: number) => z.coerce.number().int().nonnegative().default(d);
const opt = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

// Mobile-money and lending job settings. Read with the rest of the environment by config/env.ts.
const schema = z.object({
  SANDBOX_AUTO_APPROVE_MS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().nonnegative().optional()),
  SANDBOX_PIN: z.string().default('1234'),
  SANDBOX_DISBURSE_MS: num(300),
  MOMO_TIMEOUT_MS: num(30_000),
  MOMO_CALLBACK_BASE_URL: opt,
  MTN_BASE_URL: z.string().default('https://proxy.momoapi.mtn.com'),
  MTN_TARGET_ENVIRONMENT: z.string().default('mtnzambia'),
  MTN_COLLECTION_SUBSCRIPTION_KEY: opt,
  MTN_COLLECTION_API_USER: opt,
  MTN_COLLECTION_API_KEY: opt,
  MTN_DISBURSEMENT_SUBSCRIPTION_KEY: opt,
  MTN_DISBURSEMENT_API_USER: opt,
  MTN_DISBURSEMENT_API_KEY: opt,
  AIRTEL_BASE_URL: z.string().default('https://openapi.airtel.africa'),
  AIRTEL_CLIENT_ID: opt,
  AIRTEL_CLIENT_SECRET: opt,
  AIRTEL_DISBURSEMENT_PIN: opt,
  RECONCILE_INTERVAL_MS: num(30_000),
  OVERDUE_INTERVAL_MS: num(60 * 60 * 1000),
  LENDING_JOBS: z.enum(['on', 'off']).default('on'),
});

export interface PaymentsConfig {
  sandbox: { pin: string; autoApproveMs: number | undefined; disburseDelayMs: number };
  /** Real operators, used when configured (outside the sandbox, or when SANDBOX is on but credentials are set). */
  mtn: MtnConfig | null;
  airtel: AirtelConfig | null;
  reconcileIntervalMs: number;
  overdueIntervalMs: number;
  /** In-process timers for the reconciler and overdue jobs; tests turn them off and run the jobs by hand. */
  jobs: boolean;
}

export function loadPaymentsConfig(source: Record<string, string | undefined>): PaymentsConfig {
  const e = schema.parse(source);
  const callbackUrl = e.MOMO_CALLBACK_BASE_URL;
  const mtn: MtnConfig | null =
    e.MTN_COLLECTION_SUBSCRIPTION_KEY && e.MTN_COLLECTION_API_USER && e.MTN_COLLECTION_API_KEY
      ? {
          baseUrl: e.MTN_BASE_URL,
          targetEnvironment: e.MTN_TARGET_ENVIRONMENT,
          currency: 'ZMW',
          collection: { subscriptionKey: e.MTN_COLLECTION_SUBSCRIPTION_KEY, apiUser: e.MTN_COLLECTION_API_USER, apiKey: e.MTN_COLLECTION_API_KEY },
          disbursement: {
            subscriptionKey: e.MTN_DISBURSEMENT_SUBSCRIPTION_KEY ?? '',
            apiUser: e.MTN_DISBURSEMENT_API_USER ?? '',
            apiKey: e.MTN_DISBURSEMENT_API_KEY ?? '',
          },
          ...(callbackUrl ? { callbackUrl: `${callbackUrl}/api/callbacks/mtn` } : {}),
          timeoutMs: e.MOMO_TIMEOUT_MS,
        }
      : null;
  const airtel: AirtelConfig | null =
    e.AIRTEL_CLIENT_ID && e.AIRTEL_CLIENT_SECRET
      ? {
          baseUrl: e.AIRTEL_BASE_URL,
          clientId: e.AIRTEL_CLIENT_ID,
          clientSecret: e.AIRTEL_CLIENT_SECRET,
          country: 'ZM',
          currency: 'ZMW',
          disbursementPin: e.AIRTEL_DISBURSEMENT_PIN ?? '',
          timeoutMs: e.MOMO_TIMEOUT_MS,
        }
      : null;
  return {
    sandbox: { pin: e.SANDBOX_PIN, autoApproveMs: e.SANDBOX_AUTO_APPROVE_MS, disburseDelayMs: e.SANDBOX_DISBURSE_MS },
    mtn,
    airtel,
    reconcileIntervalMs: e.RECONCILE_INTERVAL_MS,
    overdueIntervalMs: e.OVERDUE_INTERVAL_MS,
    jobs: e.LENDING_JOBS === 'on',
  };
}

/** The payments settings for an app: from the environment; in tests the jobs stay off unless asked for. */
export function paymentsConfigFor(env: 'development' | 'test' | 'production', source: Record<string, string | undefined> = process.env): PaymentsConfig {
  const cfg = loadPaymentsConfig(source);
  return env === 'test' && source.LENDING_JOBS === undefined ? { ...cfg, jobs: false } : cfg;
}
