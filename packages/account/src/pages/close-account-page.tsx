import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Checkbox } from 'react-vant';

import { clientToaster } from '@pocket/api-client/client';
import { type ApiFailure, failureText } from '@pocket/api-client/errors';
import { loggedOut } from '@pocket/app-core/app-state';
import { useAppDispatch } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { paths, routeTable } from '@pocket/app-core/routes';
import { CLOSE_ACCOUNT_TEXTS as TEXT } from '@pocket/contracts/api/account-closure';
import { CodeField } from '@pocket/ui-kit/code-field';
import { Notice } from '@pocket/ui-kit/notice';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';
import { palette } from '@pocket/ui-kit/palette';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { useCloseAccountMutation, useClosureCheckQuery, useSendClosureCodeMutation } from '../api/account-closure';

export const CLOSE_PAGE = {
  button: 'Close my account',
  repay: 'See my bills',
  credit: 'Ask for my credit',
  codeNeeded: 'Please enter the 4-digit code we sent you by SMS',
} as const;

const tell = (error: unknown) => {
  // The client's error catalogue has usually said it already (the server's message names the problem).
  if (!(error as ApiFailure).toastShown) clientToaster().fail(failureText(error));
};

/**
 * /close-account (docs/data-rights.md, "Close my account"): refused with the amount while money is owed; otherwise the
 * consequence, a box to tick, a fresh SMS code, and the closure, which signs this device out.
 */
export default function CloseAccountPage() {
  const navigate = useNavigate();
  const t = useText();
  const dispatch = useAppDispatch();
  // Once the account is closed the check is not asked again: logging out empties the cache, and a mounted query
  // would then ask with the revoked session (a 401 whose toast and login panel would hide the closing message).
  const [closed, setClosed] = useState(false);
  const check = useClosureCheckQuery(undefined, { refetchOnMountOrArgChange: true, skip: closed });
  const [sendCode] = useSendClosureCodeMutation();
  const [close, closing] = useCloseAccountMutation();
  const [code, setCode] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useLoadingToast(check.isLoading || closing.isLoading);

  const obtain = async () => {
    try {
      await sendCode().unwrap();
      return true;
    } catch (error) {
      tell(error);
      return false;
    }
  };
  const submit = async () => {
    if (!understood) return setProblem(TEXT.confirmNeeded);
    if (code.length !== 4) return setProblem(CLOSE_PAGE.codeNeeded);
    setProblem(null);
    try {
      const done = await close({ code, confirm: true }).unwrap();
      setClosed(true);
      dispatch(loggedOut());
      clientToaster().show(done.message);
      await navigate({ to: paths.home, replace: true });
    } catch (error) {
      tell(error);
    }
  };

  const data = check.data;
  // Only credit stops it: the next step is to ask for the credit to be paid out (Help), not the bills.
  const creditOnly = data?.blocks.length !== 0 && data?.blocks.every((b) => b.kind === 'credit');
  return (
    <div>
      <PageHeader title={t(routeTable.closeAccount.title)} />
      <PageState loading={check.isLoading} error={check.isError ? failureText(check.error) : null} onRetry={() => void check.refetch()}>
        {data && !data.canClose && (
          <section style={{ padding: 16 }}>
            <Notice color={palette.danger} background={palette.dangerSurface}>
              {data.message}
            </Notice>
            <div style={{ paddingTop: 16 }}>
              <Button type="primary" round block onClick={() => void navigate({ to: creditOnly ? paths.help : paths.home })}>
                {t(creditOnly ? CLOSE_PAGE.credit : CLOSE_PAGE.repay)}
              </Button>
            </div>
          </section>
        )}
        {data?.canClose && (
          <section style={{ padding: 16 }}>
            <p>{data.consequence}</p>
            <Checkbox className="pocket-tap-row" checked={understood} shape="square" onChange={(v: boolean) => (setUnderstood(v), setProblem(null))}>
              {t(TEXT.confirmLabel)}
            </Checkbox>
            <div style={{ height: 12 }} />
            <CodeField value={code} onChange={setCode} onObtain={obtain} name="closeCode" />
            {problem && (
              <p role="alert" style={{ color: palette.danger }}>
                {t(problem)}
              </p>
            )}
            <div style={{ paddingTop: 24 }}>
              <Button type="danger" round block loading={closing.isLoading} onClick={() => void submit()}>
                {t(CLOSE_PAGE.button)}
              </Button>
            </div>
          </section>
        )}
      </PageState>
    </div>
  );
}
