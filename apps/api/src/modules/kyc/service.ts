import { CER_CODE, WITHOUT_EMPLOYER } from '@pocket/contracts/api/kyc';
import type { AuthInfoSection, AuthStepItem, IdentityBody, QuestionnaireInfo, QuestionnaireSubmitBody } from '@pocket/contracts/api/kyc';
import type { KycReviewFlag } from '@pocket/contracts/api/staff';
import { lusakaDate } from '@pocket/contracts/lusaka-date';
import { toE164 } from '@pocket/contracts/validators';

import type { Db } from '../../db/client';
import { badRequest } from '../../plugins/errors';
import { resolveDistrict } from '../regions/plugin';
import type { UserDoor } from '../user/plugin';
import { QUESTIONS } from './questionnaire.data';
import { findIdentity, listSections, markCompleted, upsertIdentity, upsertSection } from './repo';
import { reviewFlags } from './review-rules';
import { accountsOnSameDevice, latestReview, nrcOnOtherAccounts, openReview } from './reviews.repo';

export const KYC_MESSAGES = {
  tooYoung: 'dateOfBirth: you must be at least 18 years old',
  tooOld: 'dateOfBirth: please check your date of birth',
  upload: (field: string) => `${field}: no such upload; please upload the photo again`,
  district: 'districtId: the district is not in the chosen province',
  ownPhone: (field: string) => `${field}: an emergency contact cannot be your own number`,
  samePhone: 'mobile2: the two emergency contacts must have different numbers',
  employer: 'employerName: Please enter your employer or business name',
  question: (id: string) => `answers: please answer "${id}" with one of its options`,
} as const;

/** Full years between a YYYY-MM-DD birth date and today in Lusaka. */
export function ageOn(dateOfBirth: string, nowMs: number): number {
  const today = lusakaDate(nowMs);
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** KYC steps (cerCodes, docs/product.md#users-sessions-and-kyc): each save validates against the user's own data and replaces the earlier one. */
/** The four KYC steps from what is stored: whether an identity exists and which sections are saved. */
export function kycStepsOf(hasIdentity: boolean, saved: readonly { section: string }[]): AuthStepItem[] {
  const sections = new Set(saved.map((s) => s.section));
  return [
    { cerCode: CER_CODE.face, isAuth: sections.has('face') },
    { cerCode: CER_CODE.identity, isAuth: hasIdentity },
    { cerCode: CER_CODE.personal, isAuth: ['base', 'linkman', 'work'].every((s) => sections.has(s)) },
    { cerCode: CER_CODE.questionnaire, isAuth: sections.has('questionnaire') },
  ];
}

/** The questionnaire's page from the saved section (null: not answered yet). */
export function questionnaireFrom(saved: { data: unknown } | null): QuestionnaireInfo {
  return { questions: QUESTIONS, answers: (saved?.data as Record<string, string>) ?? null, submitted: saved !== null };
}

export interface KycDeps {
  db: Db;
  now: () => number;
  /** Whether the user may name this upload in a step (theirs, and not refused by the re-encode): `app.uploads`. */
  uploadUsable: (userId: number, id: string) => Promise<boolean>;
  users: Pick<UserDoor, 'findUserById'>;
}

export class KycService {
  private readonly db: Db;
  private readonly now: () => number;

  constructor(private readonly deps: KycDeps) {
    this.db = deps.db;
    this.now = deps.now;
  }

  async steps(userId: number): Promise<AuthStepItem[]> {
    const [identity, sections] = await Promise.all([findIdentity(this.db, userId), listSections(this.db, userId)]);
    return kycStepsOf(identity !== null, sections);
  }

  async saveIdentity(userId: number, body: IdentityBody) {
    const age = ageOn(body.dateOfBirth, this.now());
    if (age < 18) throw badRequest(KYC_MESSAGES.tooYoung);
    if (age > 100) throw badRequest(KYC_MESSAGES.tooOld);
    await this.assertUpload(userId, body.nrcFrontId, 'nrcFrontId');
    await this.assertUpload(userId, body.nrcBackId, 'nrcBackId');
    await upsertIdentity(this.db, {
      userId,
      nrcNumber: body.nrcNumber,
      fullName: `${body.firstName} ${body.lastName}`.replace(/\s+/g, ' '),
      dateOfBirth: body.dateOfBirth,
      gender: body.gender,
      nrcFrontUploadId: body.nrcFrontId,
      nrcBackUploadId: body.nrcBackId,
    });
    await this.reviewIfNeeded(userId);
  }

  async saveSection(userId: number, body: AuthInfoSection) {
    const { type, ...data } = body;
    if (body.type === 'face') await this.assertUpload(userId, body.faceImageId, 'faceImageId');
    if (body.type === 'base') {
      const names = resolveDistrict(body.provinceId, body.districtId);
      if (!names) throw badRequest(KYC_MESSAGES.district);
      Object.assign(data, { provinceName: names.province, districtName: names.district });
    }
    if (body.type === 'linkman') {
      const own = (await this.deps.users.findUserById(this.db, userId))?.mobile;
      if (toE164(body.mobile1) === own) throw badRequest(KYC_MESSAGES.ownPhone('mobile1'));
      if (toE164(body.mobile2) === own) throw badRequest(KYC_MESSAGES.ownPhone('mobile2'));
      if (body.mobile1 === body.mobile2) throw badRequest(KYC_MESSAGES.samePhone);
    }
    if (body.type === 'work' && !WITHOUT_EMPLOYER.includes(body.employmentType) && body.employerName === '') {
      throw badRequest(KYC_MESSAGES.employer);
    }
    await upsertSection(this.db, userId, type, data);
    await this.reviewIfNeeded(userId);
  }

  /**
   * After a save: once KYC 1-3 are complete, the KYC is marked completed at the business time (the first time only:
   * the credit feature daysSinceKyc), and the rules (review-rules.ts) say whether a person must look; if so a pending
   * case is opened and the borrower waits for it. Answers the flags of the case opened ([] when none).
   */
  async reviewIfNeeded(userId: number): Promise<KycReviewFlag[]> {
    const steps = await this.steps(userId);
    if (!steps.filter((s) => s.cerCode <= 3).every((s) => s.isAuth)) return [];
    await markCompleted(this.db, userId, new Date(this.now()));
    const latest = await latestReview(this.db, userId);
    if (latest?.status === 'pending' || latest?.status === 'approved') return [];
    const [nrc, device] = await Promise.all([nrcOnOtherAccounts(this.db, userId), accountsOnSameDevice(this.db, userId)]);
    const flags = reviewFlags({ nrcOnOtherAccounts: nrc, accountsOnSameDevice: device, latest: (latest?.status as 'rejected' | undefined) ?? null });
    if (flags.length > 0) await openReview(this.db, userId, flags, new Date(this.now()));
    return flags;
  }

  async questionnaire(userId: number): Promise<QuestionnaireInfo> {
    return questionnaireFrom((await listSections(this.db, userId)).find((s) => s.section === 'questionnaire') ?? null);
  }

  async submitQuestionnaire(userId: number, body: QuestionnaireSubmitBody) {
    const given = new Map(body.answers.map((a) => [a.questionId, a.value]));
    const answers: Record<string, string> = {};
    for (const q of QUESTIONS) {
      const value = given.get(q.id);
      if (value === undefined || !q.options.some((o) => o.value === value)) throw badRequest(KYC_MESSAGES.question(q.id));
      answers[q.id] = value;
    }
    await upsertSection(this.db, userId, 'questionnaire', answers);
  }

  private async assertUpload(userId: number, id: string, field: string) {
    if (!(await this.deps.uploadUsable(userId, id))) throw badRequest(KYC_MESSAGES.upload(field));
  }
}
