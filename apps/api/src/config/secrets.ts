import { SANDBOX_VAPID } from './push';

// In production the server refuses to start with a secret that is missing, short, a development default or of low
// entropy, naming it: a public default (OTP_PEPPER=pocket-dev-pepper) let a stored code hash be reversed in 32 ms, and
// 32 times "a" passed the length rule alone (issue 34).

/** Values that are public (in this repository, its docs or common examples) and never secret. */
const DEV_DEFAULTS = new Set(['pocket-dev-pepper', '1234', 'changeme', 'change-me', 'secret', 'password', 'sandbox', 'test', 'development']);

/**
 * What a secret must have. `bits` is the value's length times the Shannon entropy of its own character frequencies
 * (32 times "a": 0 bits; "abab...": 1 bit a character). The figures were chosen so that random values pass: in
 * 1,000,000 draws each, `openssl rand -hex 16` / `-hex 32`, 24 random bytes in base64 and UUIDs never fell under the
 * 32-character rule (lowest seen: 9 distinct, 94 bits), and 16-character hex keys fell under the 16-character rule 93
 * times (0.009 %: 64 random bits that happen to repeat a lot; real operator keys are 32 characters or more).
 */
export const SECRET_RULES = {
  strong: { minLength: 32, minDistinct: 8, minBits: 80 },
  providerKey: { minLength: 16, minDistinct: 6, minBits: 36 },
} as const;
type Rule = (typeof SECRET_RULES)[keyof typeof SECRET_RULES];

type Source = Record<string, string | undefined>;

/** Distinct characters and the entropy estimate in bits (length × Shannon entropy per character). */
export function secretStrength(value: string): { distinct: number; bits: number } {
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  const length = [...value].length;
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / length) * Math.log2(n / length);
  return { distinct: counts.size, bits: perChar * length };
}

/** A shorter piece repeated ("passwordpassword...", "abcabc..."): as weak as the piece. */
const repeated = (value: string) => (value + value).indexOf(value, 1) < value.length;

/** The problem with one secret, or null. */
export function secretProblem(name: string, raw: string | undefined, rule: Rule, required: boolean): string | null {
  const value = raw?.trim() ?? '';
  if (value === '') return required ? `${name} is missing` : null;
  if (DEV_DEFAULTS.has(value.toLowerCase())) return `${name} is a development default`;
  if (value.length < rule.minLength) return `${name} is too short (at least ${rule.minLength} characters)`;
  const { distinct, bits } = secretStrength(value);
  const low = distinct < rule.minDistinct || bits < rule.minBits;
  if (low || repeated(value)) {
    const what = low ? `${distinct} distinct character${distinct === 1 ? '' : 's'}, about ${Math.floor(bits)} bits` : 'a repeated pattern';
    return `${name} has too little entropy (${what}; at least ${rule.minDistinct} distinct characters and ${rule.minBits} bits, no repeated pattern: use e.g. \`openssl rand -hex 32\`)`;
  }
  return null;
}

/** The VAPID keys: missing, the sandbox's public pair, or a private key that is not a P-256 key (32 bytes, base64url). */
function vapidProblems(source: Source, required: boolean): string[] {
  const pub = source.VAPID_PUBLIC_KEY?.trim() ?? '';
  const priv = source.VAPID_PRIVATE_KEY?.trim() ?? '';
  const subject = source.VAPID_SUBJECT?.trim() ?? '';
  if (!required && !pub && !priv) return [];
  const problems: string[] = [];
  if (!pub) problems.push('VAPID_PUBLIC_KEY is missing');
  if (!priv) problems.push('VAPID_PRIVATE_KEY is missing');
  else if (priv === SANDBOX_VAPID.privateKey) problems.push('VAPID_PRIVATE_KEY is the sandbox key pair (public in this repository)');
  else if (!/^[A-Za-z0-9_-]{43}$/.test(priv)) problems.push('VAPID_PRIVATE_KEY is not a VAPID private key (43 base64url characters: use `npx web-push generate-vapid-keys`)');
  if (pub && !/^[A-Za-z0-9_-]{87}$/.test(pub)) problems.push('VAPID_PUBLIC_KEY is not a VAPID public key (87 base64url characters)');
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(subject)) problems.push('VAPID_SUBJECT must be mailto:<address> or https://<address> (push services contact it about our traffic)');
  return problems;
}

/** Every problem with the production secrets, one sentence each naming the variable; empty when all is well. */
export function productionSecretProblems(source: Source, opts: { smsProvider: string; pushProvider?: string }): string[] {
  const problems = [
    secretProblem('OTP_PEPPER', source.OTP_PEPPER, SECRET_RULES.strong, true),
    secretProblem('AT_API_KEY', source.AT_API_KEY, SECRET_RULES.providerKey, opts.smsProvider === 'africastalking'),
    // Optional, but never weak when set: the bearer token of /metrics, and operator credentials (an operator is on
    // when they are set).
    secretProblem('METRICS_TOKEN', source.METRICS_TOKEN, SECRET_RULES.strong, false),
    // SMS delivery reports: refused without it, so required when the SMS go through Africa's Talking (issue 42).
    secretProblem('AT_DELIVERY_SECRET', source.AT_DELIVERY_SECRET, SECRET_RULES.strong, opts.smsProvider === 'africastalking'),
    // The USSD callback stays closed without it (docs/security.md#ussd); never weak when set.
    secretProblem('USSD_SECRET', source.USSD_SECRET, SECRET_RULES.strong, false),
    ...['MTN_COLLECTION_API_KEY', 'MTN_DISBURSEMENT_API_KEY', 'AIRTEL_CLIENT_SECRET'].map((name) => secretProblem(name, source[name], SECRET_RULES.providerKey, false)),
    // Web Push's VAPID keys: required when notifications really go out (PUSH_PROVIDER=webpush).
    ...vapidProblems(source, opts.pushProvider === 'webpush'),
  ];
  return problems.filter((p): p is string => p !== null);
}
