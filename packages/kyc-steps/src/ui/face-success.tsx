import { Button } from 'react-vant';

import { palette } from '@pocket/ui-kit/palette';

export type FaceSuccessProps = { onContinue: () => void; onQuestionnaire?: (() => void) | undefined };

/** /face/face-success ('Successful'). */
export function FaceSuccess({ onContinue, onQuestionnaire }: FaceSuccessProps) {
  return (
    <section style={{ padding: 24, textAlign: 'center' }}>
      <div aria-hidden style={{ fontSize: 56, color: palette.success }}>
        ✓
      </div>
      <h2>Successful</h2>
      <p>Your identity is confirmed. You can now apply for a loan.</p>
      <Button type="primary" block round onClick={onContinue}>
        Continue
      </Button>
      {onQuestionnaire ? (
        <Button block round plain type="primary" style={{ marginTop: 12 }} onClick={onQuestionnaire}>
          Answer a short questionnaire for a higher limit
        </Button>
      ) : null}
    </section>
  );
}
