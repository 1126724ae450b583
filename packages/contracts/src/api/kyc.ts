import { z } from 'zod';

import { isEmail, isName } from '../validators/text';
import { envelope, idField, intField, mobileSchema, noControlChars, plainText, questionIdField, uploadIdField } from './common';

/** KYC certificate codes (docs/product.md#users-sessions-and-kyc): 1 face, 2 identity, 3 personal information (base + linkman + work), 4 questionnaire. */
export { CER_CODE } from '../constants';

export const authStepItem = z.object({ cerCode: z.number().int(), isAuth: z.boolean() });
export type AuthStepItem = z.infer<typeof authStepItem>;
export const authProcessStepAnswer = envelope(z.array(authStepItem));

const option = <const T extends readonly string[]>(values: T) => z.enum(values);
export const GENDERS = ['male', 'female'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export const EDUCATION_LEVELS = ['none', 'primary', 'secondary', 'college_or_diploma', 'bachelor_degree', 'postgraduate'] as const;
export const RELATIONSHIPS = ['parent', 'spouse', 'sibling', 'child', 'relative', 'friend', 'colleague'] as const;
export const EMPLOYMENT_TYPES = [
  'full_time_employee',
  'part_time_employee',
  'civil_servant',
  'self_employed',
  'business_owner',
  'student',
  'unemployed',
] as const;
/** Employment types with no employer to name. */
export const WITHOUT_EMPLOYER: readonly string[] = ['student', 'unemployed'];
export const INCOME_BANDS = ['below_1500', '1500_3000', '3000_5000', '5000_10000', 'above_10000'] as const;

const name = (label: string) =>
  noControlChars(z.string())
    .trim()
    .min(1, `Please enter ${label}`)
    .max(60, `${label} is too long (at most 60 characters)`)
    .refine(isName, { message: `${label} may contain letters and spaces only` });

const uploadId = uploadIdField;

/** YYYY-MM-DD that is a real calendar date. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    message: 'must be a real date',
  });

/** cerCode 2 (addOrUpdateUserOcrInfoV3): NRC identity with both photos uploaded first. */
export const identityBody = z.object({
  nrcNumber: z.string().trim().regex(/^\d{6}\/\d{2}\/\d$/, 'NRC number must look like 123456/78/1'),
  firstName: name('first name'),
  lastName: name('last name'),
  /** The borrower must be 18 to 100 years old; the server checks the age against today in Lusaka. */
  dateOfBirth: isoDate,
  gender: option(GENDERS),
  nrcFrontId: uploadId,
  nrcBackId: uploadId,
});
export type IdentityBody = z.infer<typeof identityBody>;

const baseSection = z.object({
  type: z.literal('base'),
  maritalStatus: option(MARITAL_STATUSES),
  education: option(EDUCATION_LEVELS),
  provinceId: idField,
  districtId: idField,
  address: noControlChars(z.string()).trim().min(1, 'Please enter your residential address').max(200),
  email: noControlChars(z.string())
    .trim()
    .max(120)
    .refine((v) => v === '' || isEmail(v), { message: 'Please enter a valid e-mail address, e.g. name@example.com' })
    .default(''),
});

const linkmanSection = z.object({
  type: z.literal('linkman'),
  name1: name('the name of contact 1'),
  relationship1: option(RELATIONSHIPS),
  mobile1: mobileSchema,
  name2: name('the name of contact 2'),
  relationship2: option(RELATIONSHIPS),
  mobile2: mobileSchema,
});

const workSection = z.object({
  type: z.literal('work'),
  employmentType: option(EMPLOYMENT_TYPES),
  employerName: noControlChars(z.string()).trim().max(100).default(''),
  monthlyIncome: option(INCOME_BANDS),
  payDay: intField(z.number().int().min(1, 'payDay must be a day of the month (1 to 31)').max(31, 'payDay must be a day of the month (1 to 31)')),
});

/** cerCode 1: a selfie uploaded with uploadBase64 (liveness is checked by the face page). */
const faceSection = z.object({ type: z.literal('face'), faceImageId: uploadId });

/** addOrUpdateUserAuthInfo: one section per call, chosen by `type`. base + linkman + work make cerCode 3. */
export const authInfoBody = z.discriminatedUnion('type', [baseSection, linkmanSection, workSection, faceSection]);
export type AuthInfoBody = z.input<typeof authInfoBody>;
export type AuthInfoSection = z.infer<typeof authInfoBody>;

export const saveAnswer = envelope(z.null());

export const questionnaireQuestion = z.object({
  id: z.string(),
  title: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export const questionnaireInfoData = z.object({
  questions: z.array(questionnaireQuestion),
  /** questionId -> chosen value, or null before the first submit. */
  answers: z.record(z.string(), z.string()).nullable(),
  submitted: z.boolean(),
});
export type QuestionnaireInfo = z.infer<typeof questionnaireInfoData>;
export const questionnaireInfoAnswer = envelope(questionnaireInfoData);

export const questionnaireSubmitBody = z.object({
  answers: z.array(z.object({ questionId: questionIdField, value: plainText(40) })).min(1).max(50),
});
export type QuestionnaireSubmitBody = z.infer<typeof questionnaireSubmitBody>;

/** The borrower's words while a person checks their KYC (docs/lending.md, "KYC: the rules and the person"). */
export const KYC_REVIEW_TEXT = {
  pendingTitle: 'Your information is under review',
  pendingText: 'We are checking your details. This usually takes less than a day, and we will send you an SMS when it is done.',
  rejectedTitle: 'We could not approve your information',
} as const;

/**
 * POST /api/user/auth/api/kycReview (token): what a person decided about the borrower's KYC. none: no person was
 * needed (the rules decided); pending: waiting for a person (no borrowing meanwhile); rejected: why, what to do next
 * and the page to do it on (step); approved: the person approved it.
 */
export const kycReviewInfo = z.object({
  status: z.enum(['none', 'pending', 'approved', 'rejected']),
  title: z.string().nullable(),
  why: z.string().nullable(),
  next: z.string().nullable(),
  step: z.enum(['identity', 'face', 'personal', 'support']).nullable(),
});
export type KycReviewInfo = z.infer<typeof kycReviewInfo>;
export const kycReviewAnswer = envelope(kycReviewInfo);
