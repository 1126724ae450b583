import { useState } from 'react';
import { Button, Divider } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { LANGUAGE_TITLE, LANGUAGES } from '@pocket/app-core/languages';
import { APP_NAME, APP_SLOGAN } from '@pocket/contracts/constants';
import { CodeField } from '@pocket/ui-kit/code-field';
import { FullScreenPanel } from '@pocket/ui-kit/full-screen-panel';
import { LanguageSwitch } from '@pocket/ui-kit/language-switch';
import { palette } from '@pocket/ui-kit/palette';
import { PhoneField } from '@pocket/ui-kit/phone-field';
import { PROGRESS_TEXT, showMessageToast, withProgressToast } from '@pocket/ui-kit/progress-toast';

import { consentError, loginError, obtainError } from '../model/login-rules';
import { ConsentCheckbox } from './consent-checkbox';
import { PocketLogo } from './pocket-logo';

export interface LoginPanelProps {
  visible: boolean;
  onBack: () => void;
  /** Sends the SMS code; resolves true when it was sent (failures are toasted by the API client). */
  onSendCode: (mobile: string) => Promise<boolean>;
  onLogin: (input: { mobile: string; captcha: string }) => Promise<void>;
  onGoogle: () => Promise<void>;
  /** Changes each time the panel opens, which resets the code countdown (docs/product.md#states-and-transitions). */
  openCount?: number;
  /** The borrower's language (the app state's `lang`) and the switch's choice of another. */
  language?: string;
  onLanguage?: (code: string) => void;
}

/** The login panel of docs/product.md#global-overlays, field for field. */
export function LoginPanel({ visible, onBack, onSendCode, onLogin, onGoogle, openCount, language = 'en', onLanguage }: LoginPanelProps) {
  const t = useText();
  const [mobile, setMobile] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [consent, setConsent] = useState(false);

  const obtain = async () => {
    const error = obtainError(mobile);
    if (error) {
      showMessageToast(t(error));
      return false;
    }
    return withProgressToast(t(PROGRESS_TEXT.sending), () => onSendCode(mobile));
  };

  const logIn = async () => {
    const error = loginError({ mobile, captcha, consent });
    if (error) return showMessageToast(t(error));
    await withProgressToast(t(PROGRESS_TEXT.logIn), () => onLogin({ mobile, captcha })).catch(() => undefined);
  };

  const google = async () => {
    const error = consentError(consent);
    if (error) return showMessageToast(t(error));
    await onGoogle();
  };

  return (
    <FullScreenPanel visible={visible} onBack={onBack} testId="login-panel" labelledBy="login-panel-title">
      <div style={{ padding: '8px 24px 32px', display: 'flex', flexDirection: 'column', gap: 16 }}>
        <header style={{ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 8 }}>
          <PocketLogo />
          <h2 id="login-panel-title" style={{ margin: 0, fontSize: 24 }}>{APP_NAME}</h2>
          <p style={{ margin: 0, color: palette.textSecondary }}>{t(APP_SLOGAN)}</p>
        </header>
        <PhoneField value={mobile} onChange={setMobile} />
        <CodeField value={captcha} onChange={setCaptcha} onObtain={obtain} resetKey={openCount} placeholder={t('Verification code')} obtainText={t('Obtain')} />
        <Button type="primary" round block onClick={() => void logIn()}>
          {t('Log In')}
        </Button>
        <Divider>{t('or')}</Divider>
        <Button round block plain type="primary" onClick={() => void google()}>
          {t('Continue with Google')}
        </Button>
        <ConsentCheckbox checked={consent} onChange={setConsent} />
        {onLanguage && <LanguageSwitch title={LANGUAGE_TITLE} languages={LANGUAGES} value={language} onChange={onLanguage} />}
      </div>
    </FullScreenPanel>
  );
}
