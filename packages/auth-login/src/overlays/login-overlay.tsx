import { useLanguageChoice } from '@pocket/api-client/language';
import { useAppDispatch } from '@pocket/app-core/hooks';
import { useOverlay } from '@pocket/app-core/overlays';

import { signInWithGoogle } from '../model/google.thunks';
import type { GoogleDeps } from '../model/google.thunks';
import { logIn } from '../model/session.thunks';
import { LoginPanel } from '../ui/login-panel';
import { sendLoginCode } from './send-code';
import { useOpenCount } from './use-open-count';

/** The login overlay: the panel wired to the store and the calls. `deps` lets tests inject randomness and Google. */
export function LoginOverlay({ deps = {} }: { deps?: GoogleDeps }) {
  const dispatch = useAppDispatch();
  const { open, close } = useOverlay('login');
  // Google's bind-phone panel is the next step of this login: while it is open it is the one on screen, whichever
  // opened last (the guard of a page, or the login flag kept for the browser session, can reopen this panel after a
  // return from the stand-in Google page has opened the bind-phone panel). Back on the bind-phone panel shows this one.
  const binding = useOverlay('bindPhone').open;
  const openCount = useOpenCount(open);
  const { language, choose } = useLanguageChoice();

  return (
    <LoginPanel
      visible={open && !binding}
      openCount={openCount}
      onBack={close}
      language={language}
      onLanguage={(code) => void choose(code)}
      onSendCode={(mobile) => sendLoginCode(dispatch, mobile)}
      onLogin={(input) => dispatch(logIn(input, deps))}
      onGoogle={async () => {
        await dispatch(signInWithGoogle(deps));
      }}
    />
  );
}

export default LoginOverlay;
