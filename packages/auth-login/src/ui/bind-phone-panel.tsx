import { useState } from 'react';
import { Button } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { CodeField } from '@pocket/ui-kit/code-field';
import { FullScreenPanel } from '@pocket/ui-kit/full-screen-panel';
import { palette } from '@pocket/ui-kit/palette';
import { PhoneField } from '@pocket/ui-kit/phone-field';
import { PROGRESS_TEXT, showMessageToast, withProgressToast } from '@pocket/ui-kit/progress-toast';

import { bindError, obtainError } from '../model/login-rules';

export const BIND_TITLE = 'Bind Phone Number';
export const BIND_INTRO = 'Link a phone number to your Google account to finish signing in.';

export interface BindPhonePanelProps {
  visible: boolean;
  onBack: () => void;
  onSendCode: (mobile: string) => Promise<boolean>;
  /** Binds the phone to the Google account and logs in (login with authCode, thirdType 1, mobile and captcha). */
  onBind: (input: { mobile: string; captcha: string }) => Promise<void>;
  openCount?: number;
}

/** Shown after Google sign-in when the Google account has no phone yet (docs/product.md#global-overlays and docs/product.md#states-and-transitions). */
export function BindPhonePanel({ visible, onBack, onSendCode, onBind, openCount }: BindPhonePanelProps) {
  const [mobile, setMobile] = useState('');
  const [captcha, setCaptcha] = useState('');
  const t = useText();

  const obtain = async () => {
    const error = obtainError(mobile);
    if (error) {
      showMessageToast(t(error));
      return false;
    }
    return withProgressToast(t(PROGRESS_TEXT.sending), () => onSendCode(mobile));
  };

  const bind = async () => {
    const error = bindError({ mobile, captcha });
    if (error) return showMessageToast(t(error));
    await withProgressToast(t(PROGRESS_TEXT.binding), () => onBind({ mobile, captcha })).catch(() => undefined);
  };

  return (
    <FullScreenPanel visible={visible} onBack={onBack} title={t(BIND_TITLE)} testId="bind-phone-panel">
      <div style={{ padding: '16px 24px 32px', display: 'flex', flexDirection: 'column', gap: 16 }}>
        <p style={{ margin: 0, color: palette.textSecondary }}>{t(BIND_INTRO)}</p>
        <PhoneField value={mobile} onChange={setMobile} />
        <CodeField value={captcha} onChange={setCaptcha} onObtain={obtain} resetKey={openCount} />
        <Button type="primary" round block onClick={() => void bind()}>
          {t('Bind and Log In')}
        </Button>
      </div>
    </FullScreenPanel>
  );
}
