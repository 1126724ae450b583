// In production the server refuses to start with a secret that is missing, short or a development default, naming
// it: a public default (OTP_PEPPER=pocket-dev-pepper) let a stored code hash be reversed in 32 ms.

/** Values that are public (in this repository, its docs or common examples) and never secret. */
const DEV_DEFAULTS = new Set(['pocket-dev-pepper', '1234', 'changeme', 'change-me', 'secret', 'password', 'sandbox', 'test', 'development']);
const MIN_LENGTH = 32;
const MIN_PROVIDER_KEY_LENGTH = 16;

type Source = Record<string, string | undefined>;

/** Every problem with the production secrets, one sentence each naming the variable; empty when all is well. */
export function productionSecretProblems(source: Source, opts: { smsProvider: string }): string[] {
  const problems: string[] = [];
  const check = (name: string, minLength: number, required: boolean) => {
    const value = source[name]?.trim() ?? '';
    if (value === '') {
      if (required) problems.push(`${name} is missing`);
      return;
    }
    if (DEV_DEFAULTS.has(value.toLowerCase())) problems.push(`${name} is a development default`);
    else if (value.length < minLength) problems.push(`${name} is too short (at least ${minLength} characters)`);
  };
  check('OTP_PEPPER', MIN_LENGTH, true);
  check('AT_API_KEY', MIN_PROVIDER_KEY_LENGTH, opts.smsProvider === 'africastalking');
  // Operator credentials are optional (an operator is on when they are set), but never weak when set.
  for (const name of ['MTN_COLLECTION_API_KEY', 'MTN_DISBURSEMENT_API_KEY', 'AIRTEL_CLIENT_SECRET']) check(name, MIN_PROVIDER_KEY_LENGTH, false);
  return problems;
}

/** Throws one error listing every weak production secret. */
export function assertProductionSecrets(source: Source, opts: { smsProvider: string }): void {
  const problems = productionSecretProblems(source, opts);
  if (problems.length > 0) throw new Error(`Refusing to start in production: ${problems.join('; ')}. Set strong random values (docs/operations.md).`);
}
