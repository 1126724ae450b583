import type { Tx } from '../../db/client';
import { kycIdentities } from './schema';

// What other rooms' tests set up of KYC's rows, so that no test outside kyc names its tables.

/** A borrower's identity step as stored (NRC, name, birth date, gender and the two NRC photos' upload ids). */
export async function saveKycIdentity(
  db: Tx,
  identity: { userId: number; nrcNumber: string; fullName: string; dateOfBirth: string; gender: string; nrcFrontUploadId: string; nrcBackUploadId: string },
): Promise<void> {
  await db.insert(kycIdentities).values(identity);
}
