import { useState } from 'react';
import { Button, CellGroup } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { messages, phoneError } from '@pocket/contracts/validators';
import { CodeField } from '@pocket/ui-kit/code-field';
import { palette } from '@pocket/ui-kit/palette';
import { PhoneField } from '@pocket/ui-kit/phone-field';

export type QuickRepayVerifyProps = {
  /** Sends the type-2 SMS code; resolves true when it was sent (the countdown starts). */
  onObtain: (mobile: string) => Promise<boolean>;
  onVerify: (mobile: string, captcha: string) => void;
  verifying?: boolean;
};

/** Phone ('+26', 10 digits) and SMS code: the proof /qp asks for instead of a login. */
export function QuickRepayVerify({ onObtain, onVerify, verifying }: QuickRepayVerifyProps) {
  const [mobile, setMobile] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = useText();

  const obtain = async () => {
    const phone = phoneError(mobile);
    setError(phone);
    return phone === null && onObtain(mobile);
  };
  const verify = () => {
    const problem = phoneError(mobile) ?? (captcha === '' ? messages.CODE_EMPTY : null);
    setError(problem);
    if (problem === null) onVerify(mobile, captcha);
  };

  return (
    <div data-testid="quick-repay-verify">
      <CellGroup inset>
        <PhoneField value={mobile} onChange={setMobile} />
        <CodeField value={captcha} onChange={setCaptcha} onObtain={obtain} placeholder={t('Verification code')} obtainText={t('Obtain')} />
      </CellGroup>
      {error && (
        <p role="alert" style={{ margin: '8px 28px', color: palette.danger, fontSize: 13 }}>
          {t(error)}
        </p>
      )}
      <div style={{ padding: 16 }}>
        <Button block round type="primary" loading={verifying} loadingText={t('Check my bills')} disabled={verifying} onClick={verify}>
          {t('Check my bills')}
        </Button>
      </div>
    </div>
  );
}
