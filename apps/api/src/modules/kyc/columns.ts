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
