// What production refuses besides weak secrets (issue 34): a public address that is not https, and the sandbox
// (/api/dev/* reads every SMS code and makes borrowers) unless a loudly named second flag says it is meant.
import { productionSecretProblems, SECRET_RULES, secretProblem } from './secrets';

/** The flag that lets NODE_ENV=production run with SANDBOX=on (demos, e2e journeys, the benchmark): value `yes`. */
export const SANDBOX_IN_PRODUCTION_FLAG = 'I_UNDERSTAND_SANDBOX_IN_PRODUCTION_OPENS_DEV_ROUTES';

export const SANDBOX_IN_PRODUCTION_WARNING =
  `WARNING: SANDBOX=on in production (${SANDBOX_IN_PRODUCTION_FLAG}=yes): /api/dev/* and /dev/phone are open to anyone ` +
  '(every SMS code readable, borrowers made at will) and payments are simulated. Never run this for real borrowers.';

/**
 * The longest public address the login link's SMS texts are checked with (the link with its token within two GSM-7
 * segments in every language: `LONGEST_LINK` in modules/auth/otp.texts.ts; docs/operations.md).
 */
export const PUBLIC_URL_LONGEST = 40;

export const longPublicUrlWarning = (url: string) =>
  `WARNING: PUBLIC_URL is ${url.length} characters, longer than the ${PUBLIC_URL_LONGEST} the login link's SMS texts are checked with: ` +
  'an SMS carrying the link may take one more segment than the catalogue allows (docs/operations.md).';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

type Source = Record<string, string | undefined>;

export interface ProductionChecks {
  smsProvider: string;
  /** PUSH_PROVIDER as resolved: 'webpush' needs the VAPID keys. */
  pushProvider?: string;
  sandbox: boolean;
  /** The public address the app will use (PUBLIC_URL, or the sandbox's http://localhost default). */
  publicUrl: string;
  publicUrlSet: boolean;
  /** The private metrics listener's address (undefined: no listener). */
  metricsHost?: string | undefined;
}

/** Addresses that listen on every interface: the metrics listener there would be public again. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/** Every reason to refuse a production start, one sentence each naming the variable; empty when all is well. */
export function productionProblems(source: Source, checks: ProductionChecks): string[] {
  const problems = productionSecretProblems(source, { smsProvider: checks.smsProvider, ...(checks.pushProvider ? { pushProvider: checks.pushProvider } : {}) });
  const acknowledged = source[SANDBOX_IN_PRODUCTION_FLAG] === 'yes';
  // The audit chain's key (issue 42): required for real borrowers; a production-mode sandbox (a demo) may use the
  // key file under DATA_DIR. Never weak when set.
  const auditKey = secretProblem('AUDIT_KEY', source.AUDIT_KEY, SECRET_RULES.strong, !checks.sandbox);
  if (auditKey) problems.push(auditKey);
  if (checks.sandbox && !acknowledged) {
    problems.push(`SANDBOX=on opens /api/dev/* (every SMS code readable) and simulates payments; set ${SANDBOX_IN_PRODUCTION_FLAG}=yes if that is really meant (a demo or a test run)`);
  }
  if (!checks.sandbox && !checks.publicUrlSet) {
    problems.push('PUBLIC_URL is required in production (the address SMS login links open, e.g. https://pocket.example.zm)');
  } else {
    const url = new URL(checks.publicUrl);
    // The one exception: an acknowledged sandbox on this machine (the e2e journeys and the benchmark open the links).
    const localSandbox = checks.sandbox && acknowledged && LOOPBACK.has(url.hostname);
    if (url.protocol !== 'https:' && !localSandbox) {
      problems.push(`PUBLIC_URL must be https:// in production (SMS login links carry a login token), not ${url.protocol}//${url.host}`);
    }
  }
  if (checks.metricsHost !== undefined && EVERY_INTERFACE.has(checks.metricsHost) && !source.METRICS_TOKEN?.trim()) {
    problems.push(`METRICS_HOST=${checks.metricsHost} serves /metrics on every interface; bind it to a private address (default 127.0.0.1) or set METRICS_TOKEN`);
  }
  return problems;
}

/** Throws one error listing every problem; answers the warnings to log loudly at start-up. */
export function assertProduction(source: Source, checks: ProductionChecks): string[] {
  const problems = productionProblems(source, checks);
  if (problems.length > 0) throw new Error(`Refusing to start in production: ${problems.join('; ')}. See docs/operations.md.`);
  return [
    ...(checks.sandbox ? [SANDBOX_IN_PRODUCTION_WARNING] : []),
    ...(checks.publicUrl.length > PUBLIC_URL_LONGEST ? [longPublicUrlWarning(checks.publicUrl)] : []),
  ];
}
