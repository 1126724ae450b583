/**
 * The proof of work the server asks of an unusually busy network (apps/api/src/modules/auth/otp-network.ts): its
 * header and the challenge's shape. The solver is proof-of-work.ts, loaded when a challenge comes.
 */
export const POW_HEADER = 'X-Pocket-Pow';

export interface PowChallenge {
  challenge: string;
  difficulty: number;
}

export const isPowChallenge = (value: unknown): value is PowChallenge =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PowChallenge).challenge === 'string' &&
  Number.isInteger((value as PowChallenge).difficulty) &&
  (value as PowChallenge).difficulty > 0 &&
  (value as PowChallenge).difficulty <= 30;
