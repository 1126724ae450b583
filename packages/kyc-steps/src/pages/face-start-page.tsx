import { useState } from 'react';

import { useText } from '@pocket/app-core/i18n';
import { paths } from '@pocket/app-core/routes';

import { useGiveKycConsentMutation } from '../api/consents';
import { useAuthSteps, useKycFlow } from '../lib/flow/use-kyc-flow';
import { useRiskReport } from '../lib/flow/use-risk-report';
import { useStepGate } from '../lib/flow/use-step-gate';
import { useTrack } from '../lib/flow/use-track';
import { FaceConsent } from '../ui/face-consent';
import { PageFrame } from './page-frame';

/** /face/face-start ('Confirm Identity'): explicit consent before any camera opens or risk data is read. */
export default function FaceStartPage() {
  const steps = useAuthSteps();
  const flow = useKycFlow();
  useStepGate(steps.data, 'face', flow.returnTo);
  const track = useTrack('faceStart');
  const reportRisk = useRiskReport();
  const [give] = useGiveKycConsentMutation();
  const [starting, setStarting] = useState(false);
  const start = (choices: { bureau: boolean }) => {
    setStarting(true);
    track('consent');
    // The two ticked boxes are recorded as consents (face; device and location), and the optional credit bureau check
    // when ticked; then the position prompt and the report run on; the camera page does not wait for them.
    const given = [give({ kind: 'face', given: true, from: 'kyc' }), give({ kind: 'location', given: true, from: 'kyc' })];
    if (choices.bureau) given.push(give({ kind: 'bureau', given: true, from: 'kyc' }));
    void Promise.allSettled(given).then(() => reportRisk());
    void flow.goTo(paths.faceRecognition);
  };
  const t = useText();
  return (
    <PageFrame title={t('Confirm Identity')} progress="Face">
      <FaceConsent onStart={start} starting={starting} />
    </PageFrame>
  );
}
