import { useAppDispatch } from '@pocket/app-core/hooks';
import { useOverlay } from '@pocket/app-core/overlays';

import { bindPhoneAndLogIn } from '../model/google.thunks';
import type { LoginDeps } from '../model/session.thunks';
import { BindPhonePanel } from '../ui/bind-phone-panel';
import { sendLoginCode } from './send-code';
import { useOpenCount } from './use-open-count';

/** The bind-phone overlay: opened by Google sign-in with the account's ID token as `authCode`. */
export function BindPhoneOverlay({ deps = {} }: { deps?: LoginDeps }) {
  const dispatch = useAppDispatch();
  const { open, params, close } = useOverlay('bindPhone');
  const openCount = useOpenCount(open);
  const authCode = typeof params?.authCode === 'string' ? params.authCode : '';

  return (
    <BindPhonePanel
      visible={open}
      openCount={openCount}
      onBack={close}
      onSendCode={(mobile) => sendLoginCode(dispatch, mobile)}
      onBind={(input) => dispatch(bindPhoneAndLogIn(authCode, input, deps))}
    />
  );
}

export default BindPhoneOverlay;
