import { createHash } from 'node:crypto';

import { leadingZeroBits } from './otp-network';

/** What the client does (packages/api-client/src/proof-of-work.ts): the first counter whose hash has the bits. */
export function solvePow({ challenge, difficulty }: { challenge: string; difficulty: number }): string {
  for (let counter = 0; ; counter += 1) {
    if (leadingZeroBits(createHash('sha256').update(challenge + counter).digest()) >= difficulty) return `${challenge}.${counter}`;
  }
}
