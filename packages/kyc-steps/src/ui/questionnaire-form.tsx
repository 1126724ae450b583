import { Radio } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { palette } from '@pocket/ui-kit/palette';

import type { Question } from '../model/questionnaire';
import { SubmitButton } from './submit-button';

export type QuestionnaireFormProps = {
  questions: readonly Question[];
  answers: Record<string, string>;
  errors: Record<string, string>;
  onChange: (patch: Record<string, string>) => void;
  onSubmit: () => void;
  submitting?: boolean;
};

/** /authentication/questionnaire: optional answers that unlock a higher limit (cerCode 4). */
export function QuestionnaireForm({ questions, answers, errors, onChange, onSubmit, submitting }: QuestionnaireFormProps) {
  const t = useText();
  return (
    <form
      noValidate
      aria-label={t('Questionnaire')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {questions.map((q) => {
        const answerError = errors[q.id];
        return (
          <fieldset key={q.id} style={{ border: 0, margin: 0, padding: '12px 16px' }}>
            <legend style={{ fontSize: 14, fontWeight: 600 }}>{q.title}</legend>
            <Radio.Group value={answers[q.id] ?? ''} onChange={(v) => onChange({ [q.id]: String(v) })}>
              {q.options.map((o) => (
                <Radio key={o.value} name={o.value} style={{ padding: '10px 0' }}>
                  {o.label}
                </Radio>
              ))}
            </Radio.Group>
            {answerError ? (
              <p role="alert" style={{ color: palette.danger, margin: '4px 0 0' }}>
                {t(answerError)}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <SubmitButton submitting={submitting} submit />
    </form>
  );
}
