import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { palette } from '@pocket/ui-kit/palette';

export type FaceSuccessProps = {
  onContinue: () => void;
  onQuestionnaire?: (() => void) | undefined;
  /** The KYC went to a person: their words instead of "confirmed". */
  underReview?: { title: string; text: string } | null | undefined;
};

/** /face/face-success ('Successful'). */
export function FaceSuccess({ onContinue, onQuestionnaire, underReview }: FaceSuccessProps) {
  const t = useText();
  return (
    <section style={{ padding: 24, textAlign: 'center' }}>
      <div aria-hidden style={{ fontSize: 56, color: palette.success }}>
        ✓
      </div>
      <h2>{t('Successful')}</h2>
      {underReview ? (
        <div role="status">
          <p style={{ fontWeight: 600 }}>{underReview.title}</p>
          <p>{underReview.text}</p>
        </div>
      ) : (
        <p>{t('Your identity is confirmed. You can now apply for a loan.')}</p>
      )}
      <Button type="primary" block round onClick={onContinue}>
        {t('Continue')}
      </Button>
      {onQuestionnaire ? (
        <Button block round plain type="primary" style={{ marginTop: 12 }} onClick={onQuestionnaire}>
          {t('Answer a short questionnaire for a higher limit')}
        </Button>
      ) : null}
    </section>
  );
}
