import type { QuestionnaireInfo, QuestionnaireSubmitBody } from '@pocket/contracts/api/kyc';

export type Question = QuestionnaireInfo['questions'][number];

export const ANSWER_REQUIRED = 'Please answer this question';

/** Every question needs one of its own options (the questionnaire is optional, but a half-answered one is not sent). */
export function validateAnswers(questions: readonly Question[], answers: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const q of questions) {
    const value = answers[q.id] ?? '';
    if (!q.options.some((o) => o.value === value)) errors[q.id] = ANSWER_REQUIRED;
  }
  return errors;
}

export function toSubmitBody(questions: readonly Question[], answers: Record<string, string>): QuestionnaireSubmitBody {
  return { answers: questions.map((q) => ({ questionId: q.id, value: answers[q.id] ?? '' })) };
}
