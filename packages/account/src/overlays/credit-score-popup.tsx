
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { useOverlay } from '@pocket/app-core/overlays';
import { PocketDialog } from '@pocket/ui-kit/dialog';

export const CREDIT_SCORE_TITLE = 'Credit Score';
export const CREDIT_SCORE_TEXT =
  'Your Pocket credit score reflects how you have borrowed and repaid with us. Each loan repaid in full and on time raises your loan limit when it is paid off; a loan repaid late adds nothing, and an overdue bill stops new loans until it is paid.';

/** The credit score description popup of docs/product.md#global-overlays: static text and an OK button. */
export function CreditScorePopup() {
  const { open, close } = useOverlay('creditScore');
  const t = useText();
  // The server may set its own wording in scoreDescriptionContent; otherwise the static text stands.
  const custom = useAppSelector((state) => state.appState.scoreDescriptionContent);
  return (
    <PocketDialog
      visible={open}
      title={t(CREDIT_SCORE_TITLE)}
      message={custom || t(CREDIT_SCORE_TEXT)}
      confirmButtonText={t('OK')}
      onConfirm={close}
    />
  );
}

export default CreditScorePopup;
