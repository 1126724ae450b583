import { randomInt } from 'node:crypto';

import type { Ngwee } from '@pocket/contracts/money';
import { toE164 } from '@pocket/contracts/validators';

import { notImplemented } from '../../plugins/errors';
import type { Extensions } from '../../plugins/extensions';
import type { KycDoor } from '../kyc/plugin';
import type { UploadService } from '../uploads/plugin';

/** A 1x1 PNG: a real image by its magic bytes, so the upload path is the one users take. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const FIRST = ['Mwila', 'Chanda', 'Bwalya', 'Mutale', 'Natasha', 'Chipo', 'Musonda', 'Kapembwa'];
const LAST = ['Banda', 'Phiri', 'Mulenga', 'Tembo', 'Zulu', 'Mwale', 'Lungu', 'Sakala'];

/** A whole number in [min, max) from `random` (uniform in [0, 1)), or from crypto when none is given. */
const intFrom = (random: (() => number) | undefined) => (min: number, max: number) => (random ? min + Math.floor(random() * (max - min)) : randomInt(min, max));

export interface DevBorrowerRequest {
  mobile: string;
  nrcNumber?: string | undefined;
  loan?: { amount: Ngwee; term: number; productId?: number | undefined } | undefined;
  /** Stop after the identity step (KYC 2): a borrower who dropped out of KYC (the demo portfolio's funnel). */
  identityOnly?: boolean;
}

export const DEV_MESSAGES = {
  noLending: 'Loans for sandbox borrowers need the lending engine, which is not registered on this server',
} as const;

/**
 * Creates (or completes) a borrower with KYC steps 1 to 3 through the same services a user goes through; a loan, when
 * asked for, goes through `extensions.devLoan` (registered by the lending engine).
 */
export interface DevBorrowerDeps {
  ensureUser: (mobile: string, channel: string | null) => Promise<{ user: { id: number } }>;
  kyc: Pick<KycDoor, 'steps' | 'saveIdentity' | 'saveSection'>;
  uploads: Pick<UploadService, 'save'>;
  extensions: Pick<Extensions, 'devLoan'>;
  /** Uniform in [0, 1): the names and numbers made up (the demo portfolio passes a seeded one); crypto otherwise. */
  random?: () => number;
}

export async function createDevBorrower({ ensureUser, kyc, uploads, extensions, random }: DevBorrowerDeps, req: DevBorrowerRequest) {
  const int = intFrom(random);
  const pick = <T>(list: readonly T[]) => list[int(0, list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 10)).join('');
  const { user } = await ensureUser(toE164(req.mobile), 'h5');
  const upload = async () => (await uploads.save(user.id, TINY_PNG)).id;

  const steps = await kyc.steps(user.id);
  const done = (cerCode: number) => steps.find((s) => s.cerCode === cerCode)?.isAuth ?? false;
  if (!done(2)) {
    await kyc.saveIdentity(user.id, {
      nrcNumber: req.nrcNumber ?? `${digits(6)}/${digits(2)}/1`,
      firstName: pick(FIRST),
      lastName: pick(LAST),
      dateOfBirth: `19${int(70, 100)}-0${int(1, 10)}-1${int(0, 10)}`,
      gender: pick(['male', 'female'] as const),
      nrcFrontId: await upload(),
      nrcBackId: await upload(),
    });
  }
  if (req.identityOnly) return { mobile: req.mobile, userId: user.id };
  if (!done(3)) {
    await kyc.saveSection(user.id, { type: 'base', maritalStatus: 'single', education: 'secondary', provinceId: 5, districtId: 506, address: 'Plot 12, Kabulonga Road', email: '' });
    const other = () => `097${digits(7)}`;
    let mobile2 = other();
    const mobile1 = other();
    while (mobile2 === mobile1) mobile2 = other();
    await kyc.saveSection(user.id, { type: 'linkman', name1: `${pick(FIRST)} ${pick(LAST)}`, relationship1: 'parent', mobile1, name2: `${pick(FIRST)} ${pick(LAST)}`, relationship2: 'friend', mobile2 });
    await kyc.saveSection(user.id, { type: 'work', employmentType: 'full_time_employee', employerName: 'Zambia Sugar', monthlyIncome: '3000_5000', payDay: 25 });
  }
  if (!done(1)) await kyc.saveSection(user.id, { type: 'face', faceImageId: await upload() });

  if (!req.loan) return { mobile: req.mobile, userId: user.id };
  const devLoan = extensions.devLoan;
  if (!devLoan) throw notImplemented(DEV_MESSAGES.noLending);
  const { orderId, planIds } = await devLoan(user.id, req.mobile, req.loan);
  return { mobile: req.mobile, userId: user.id, orderId, planIds };
}
