import { useGetKycReviewQuery } from '@pocket/api-client/endpoints/kyc-review';
import { selectAppState } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { paths } from '@pocket/app-core/routes';

import { useAuthSteps, useKycFlow } from '../lib/flow/use-kyc-flow';
import { useTrack } from '../lib/flow/use-track';
import { FaceSuccess } from '../ui/face-success';
import { PageFrame } from './page-frame';

/** /face/face-success ('Successful'): on to where the borrower was going, or the optional questionnaire. */
export default function FaceSuccessPage() {
  useAuthSteps();
  const flow = useKycFlow();
  useTrack('faceSuccess');
  const { reInfoState } = useAppSelector(selectAppState);
  // The rules may send a complete KYC to a person: then the page says so instead of "confirmed".
  const review = useGetKycReviewQuery(undefined, { refetchOnMountOrArgChange: true });
  const pending = review.data?.status === 'pending' && review.data.title && review.data.why ? { title: review.data.title, text: review.data.why } : null;
  const t = useText();
  return (
    <PageFrame title={t('Successful')}>
      <FaceSuccess
        underReview={pending}
        onContinue={() => void flow.goNext()}
        onQuestionnaire={reInfoState ? undefined : () => void flow.goTo(paths.authQuestionnaire)}
      />
    </PageFrame>
  );
}
