import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Cell } from 'react-vant';

import { useLanguageChoice } from '@pocket/api-client/language';
import { useAppDispatch, useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { LANGUAGE_TITLE, LANGUAGES } from '@pocket/app-core/languages';
import { paths, routeTable } from '@pocket/app-core/routes';
import { APP_VERSION_CODE } from '@pocket/contracts/constants';
import { PocketDialog } from '@pocket/ui-kit/dialog';
import { LanguageSwitch } from '@pocket/ui-kit/language-switch';
import { PageHeader } from '@pocket/ui-kit/page-header';

import { logOut } from '../model/log-out.thunk';
import { UssdPinRow } from '../ui/ussd-pin-row';

export const LOGOUT_QUESTION = 'Do you want to log out of Pocket?';

/** /set: app information, the borrower's data (download, correct, consents, closing the account) and the USSD PIN (logged in) and logout. */
export function SetPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const loggedIn = Boolean(useAppSelector((s) => s.appState.token));
  const { language, choose } = useLanguageChoice();
  const t = useText();

  const confirmLogout = async () => {
    setAsking(false);
    await dispatch(logOut());
    await navigate({ to: paths.home, replace: true });
  };

  return (
    <div>
      <PageHeader title={t(routeTable.set.title)} />
      <LanguageSwitch title={LANGUAGE_TITLE} languages={LANGUAGES} value={language} onChange={(code) => void choose(code)} />
      <Cell.Group>
        <Cell title={t('Privacy Policy')} isLink onClick={() => void navigate({ to: paths.privacy })} />
        <Cell title={t('Loan Contract')} isLink onClick={() => void navigate({ to: paths.loanContract })} />
        <Cell title={t('Version')} value={APP_VERSION_CODE} />
      </Cell.Group>
      {loggedIn && (
        <Cell.Group title={t('Your data')}>
          <Cell title={t(routeTable.myData.title)} label={t('A copy of everything we hold about you')} isLink onClick={() => void navigate({ to: paths.myData })} />
          <Cell title={t(routeTable.correctData.title)} label={t('Tell us what is wrong; we correct it')} isLink onClick={() => void navigate({ to: paths.correctData })} />
          <Cell title={t(routeTable.consents.title)} label={t('Location and offers by SMS')} isLink onClick={() => void navigate({ to: paths.consents })} />
          <Cell title={t(routeTable.closeAccount.title)} isLink onClick={() => void navigate({ to: paths.closeAccount })} />
        </Cell.Group>
      )}
      {loggedIn && (
        <Cell.Group title={t('Paying without data')}>
          <UssdPinRow />
        </Cell.Group>
      )}
      <div style={{ padding: 24 }}>
        <Button type="primary" round block onClick={() => setAsking(true)}>
          {t('Log Out')}
        </Button>
      </div>
      <PocketDialog
        visible={asking}
        title={t('Log Out')}
        message={t(LOGOUT_QUESTION)}
        showCancelButton
        cancelButtonText={t('Cancel')}
        confirmButtonText={t('Log Out')}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirmLogout()}
      />
    </div>
  );
}

export default SetPage;
