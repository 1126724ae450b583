import { type SQL, sql } from 'drizzle-orm';

import { kycIdentities, kycSections } from './schema';

// Columns of another room's one-statement read (issue 34), built from `user`, the user id of that statement.

/** What the KYC steps are made of: whether the identity is saved, and the saved sections' names. */
export const kycStepColumns = (user: SQL) => ({
  hasIdentity: sql<boolean>`exists (select 1 from ${kycIdentities} i where i.user_id = ${user})`,
  sections: sql<string[] | null>`(select json_agg(k.section) from ${kycSections} k where k.user_id = ${user})`,
});

/** getUserInfo's KYC columns: the steps' facts, the identity's full name (null without one), the base section's email. */
export const kycProfileColumns = (user: SQL) => ({
  ...kycStepColumns(user),
  fullName: sql<string | null>`(select i.full_name from ${kycIdentities} i where i.user_id = ${user})`,
  baseEmail: sql<string | null>`(select k.data->>'email' from ${kycSections} k where k.user_id = ${user} and k.section = 'base')`,
});

/** cerCode 4: the optional questionnaire was answered. */
export const questionnaireAnswered = (user: SQL) => sql<boolean>`exists (select 1 from ${kycSections} k where k.user_id = ${user} and k.section = 'questionnaire')`;

/**
 * What the credit policy's KYC features are made of (docs/credit-policy.md, "KYC features"), as one column of the
 * application's facts statement: the work section's income band, employment type and employer, the base section's
 * education (each null while its section is not saved), and the identity's date of birth and the KYC's completion
 * time (business time; null before). Nothing else of the record leaves here (never its sex, marital status, place or
 * contacts).
 */
export const kycFeatureFactsColumn = (user: SQL) => {
  const of = (section: 'work' | 'base', field: string) => sql`(select k.data->>${field}::text from ${kycSections} k where k.user_id = ${user} and k.section = ${section}::text)`;
  const identity = (column: SQL) => sql`(select ${column} from ${kycIdentities} i where i.user_id = ${user})`;
  return sql<KycFeatureFacts>`json_build_object('monthlyIncome', ${of('work', 'monthlyIncome')}, 'employmentType', ${of('work', 'employmentType')}, 'employerName', ${of('work', 'employerName')}, 'education', ${of('base', 'education')}, 'dateOfBirth', ${identity(sql`i.date_of_birth`)}, 'completedAt', ${identity(sql`i.completed_at`)})`;
};

/** The KYC answers the credit features are made of, as saved (null: the section is not saved). */
export interface KycFeatureFacts {
  monthlyIncome: string | null;
  employmentType: string | null;
  employerName: string | null;
  education: string | null;
  /** The identity's date of birth, YYYY-MM-DD (null: no identity saved). */
  dateOfBirth: string | null;
  /** When KYC steps 1-3 were first complete, business time, as JSON gives a timestamp (null: not yet). */
  completedAt: string | null;
}
