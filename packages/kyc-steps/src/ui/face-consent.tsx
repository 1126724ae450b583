import { useState } from 'react';
import { Button, Checkbox } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { palette } from '@pocket/ui-kit/palette';

export const BIOMETRIC_CONSENT =
  'I agree that Pocket takes and processes a photo of my face (biometric data) only to confirm that I am the holder of my NRC.';
export const RISK_CONSENT =
  "I agree that Pocket records this device's details and my location to protect my account against fraud.";
export const CONSENT_NEEDED = 'Please tick both boxes to continue: face verification needs your consent.';
/** Optional (issue 45): only with it is a credit bureau asked when the borrower applies; changed any time in Settings. */
export const BUREAU_CONSENT =
  'Optional: I agree that Pocket asks a credit bureau about my loans elsewhere each time I apply, and uses its answer in the decision. I can change this in Settings.';

export const FACE_DATA_NOTE =
  'Under the Data Protection Act 2021 this photo is sensitive personal data. We keep it only as long as the law requires for your loan records and never share it for marketing. You may withdraw your consent by contacting customer service; we then cannot lend to you.';

export type FaceConsentProps = { onStart: (choices: { bureau: boolean }) => void; starting?: boolean };

/**
 * /face/face-start ('Confirm Identity'). The Data Protection Act 2021 treats biometric data as sensitive personal
 * data: it is processed only with the borrower's explicit consent, asked for here before any camera opens.
 */
export function FaceConsent({ onStart, starting }: FaceConsentProps) {
  const t = useText();
  const [biometric, setBiometric] = useState(false);
  const [risk, setRisk] = useState(false);
  const [bureau, setBureau] = useState(false);
  const [refused, setRefused] = useState(false);
  const start = () => {
    if (!biometric || !risk) return setRefused(true);
    onStart({ bureau });
  };
  return (
    <section style={{ padding: 16 }}>
      <p>{t('We will take a selfie with your front camera and compare it with your NRC photo.')}</p>
      <ul>
        <li>{t('Find good light and face the camera.')}</li>
        <li>{t('Remove your hat or glasses.')}</li>
        <li>{t('Only you should be in the picture.')}</li>
      </ul>
      <p style={{ fontSize: 12, color: palette.textSecondary }}>
        {t(FACE_DATA_NOTE)}
      </p>
      <Checkbox checked={biometric} shape="square" onChange={(v) => (setBiometric(v), setRefused(false))}>
        {t(BIOMETRIC_CONSENT)}
      </Checkbox>
      <div style={{ height: 12 }} />
      <Checkbox checked={risk} shape="square" onChange={(v) => (setRisk(v), setRefused(false))}>
        {t(RISK_CONSENT)}
      </Checkbox>
      <div style={{ height: 12 }} />
      <Checkbox checked={bureau} shape="square" onChange={(v) => setBureau(v)}>
        {t(BUREAU_CONSENT)}
      </Checkbox>
      {refused ? (
        <p role="alert" style={{ color: palette.danger }}>
          {t(CONSENT_NEEDED)}
        </p>
      ) : null}
      <div style={{ paddingTop: 24 }}>
        <Button type="primary" block round loading={starting} onClick={start}>
          {t('Start')}
        </Button>
      </div>
    </section>
  );
}
