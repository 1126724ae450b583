import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button, Cell } from 'react-vant';

import { useAppDispatch, useAppSelector } from '@pocket/app-core/hooks';
import { paths, routeTable } from '@pocket/app-core/routes';
import { APP_VERSION_CODE } from '@pocket/contracts/constants';
import { PocketDialog } from '@pocket/ui-kit/dialog';
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

  const confirmLogout = async () => {
    setAsking(false);
    await dispatch(logOut());
    await navigate({ to: paths.home, replace: true });
  };

  return (
    <div>
      <PageHeader title={routeTable.set.title} />
      <Cell.Group>
        <Cell title="Privacy Policy" isLink onClick={() => void navigate({ to: paths.privacy })} />
        <Cell title="Loan Contract" isLink onClick={() => void navigate({ to: paths.loanContract })} />
        <Cell title="Version" value={APP_VERSION_CODE} />
      </Cell.Group>
      {loggedIn && (
        <Cell.Group title="Your data">
          <Cell title={routeTable.myData.title} label="A copy of everything we hold about you" isLink onClick={() => void navigate({ to: paths.myData })} />
          <Cell title={routeTable.correctData.title} label="Tell us what is wrong; we correct it" isLink onClick={() => void navigate({ to: paths.correctData })} />
          <Cell title={routeTable.consents.title} label="Location and offers by SMS" isLink onClick={() => void navigate({ to: paths.consents })} />
          <Cell title={routeTable.closeAccount.title} isLink onClick={() => void navigate({ to: paths.closeAccount })} />
        </Cell.Group>
      )}
      {loggedIn && (
        <Cell.Group title="Paying without data">
          <UssdPinRow />
        </Cell.Group>
      )}
      <div style={{ padding: 24 }}>
        <Button type="primary" round block onClick={() => setAsking(true)}>
          Log Out
        </Button>
      </div>
      <PocketDialog
        visible={asking}
        title="Log Out"
        message={LOGOUT_QUESTION}
        showCancelButton
        cancelButtonText="Cancel"
        confirmButtonText="Log Out"
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirmLogout()}
      />
    </div>
  );
}

export default SetPage;
