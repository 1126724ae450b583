import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { sessionStatement } from '../auth/plugin';
import { kycStepColumns } from './columns';
import { kycSections } from './schema';

type Session = { tokenHash: string; now: string };

/** getUserAuthProcessStep's read in one statement with the session (issue 34: 3): the identity's presence and the saved sections' names. */
const stepsBySession = sessionStatement('kyc_steps_by_session', kycStepColumns);

/** questionnaire/info's read in one statement with the session (issue 34: 2): the saved answers, if any. */
const questionnaireBySession = sessionStatement('kyc_questionnaire_by_session', (user) => ({
  saved: sql<{ data: unknown } | null>`(select json_build_object('data', k.data) from ${kycSections} k where k.user_id = ${user} and k.section = 'questionnaire')`,
}));

export type StepsRead = { identity: boolean; sections: { section: string }[] };

/** Null when the session is not active. */
export async function readStepsBySession(db: Db, session: Session) {
  const [row] = await stepsBySession(db).execute(session);
  return row ? { userId: row.userId, data: { identity: row.hasIdentity, sections: (row.sections ?? []).map((section) => ({ section })) } as StepsRead } : null;
}

export type QuestionnaireRead = { saved: { data: unknown } | null };

/** Null when the session is not active. */
export async function readQuestionnaireBySession(db: Db, session: Session) {
  const [row] = await questionnaireBySession(db).execute(session);
  return row ? { userId: row.userId, data: { saved: row.saved } as QuestionnaireRead } : null;
}
