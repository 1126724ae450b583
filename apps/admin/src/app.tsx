import { Authenticated, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate } from '@refinedev/react-router';
import { Outlet, Route, Routes } from 'react-router';

import { ChangePasswordPage } from './account/change-password-page';
import { ApprovalsPage } from './approvals/approvals-page';
import { AuditPage } from './audit/audit-page';
import { SignInPage } from './auth/sign-in-page';
import { BorrowerPage } from './borrowers/borrower-page';
import { BorrowerSearch } from './borrowers/borrower-search';
import { FirstDesk } from './layout/first-desk';
import { Layout } from './layout/layout';
import { NotFound } from './layout/not-found';
import { accessControlProvider } from './providers/access-control';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { resources } from './resources';
import { StaffCreate } from './staff/staff-create';
import { StaffList } from './staff/staff-list';

/** The desk: Refine's providers over the staff API, the sign-in page, and the desks inside the signed-in layout. */
export function App() {
  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      routerProvider={routerProvider}
      resources={resources}
      options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
    >
      <Routes>
        <Route
          element={
            <Authenticated key="desk" fallback={<CatchAllNavigate to="/login" />}>
              <Layout>
                <Outlet />
              </Layout>
            </Authenticated>
          }
        >
          <Route index element={<FirstDesk />} />
          <Route path="/borrowers" element={<BorrowerSearch />} />
          <Route path="/borrowers/:id" element={<BorrowerPage />} />
          <Route path="/approvals" element={<ApprovalsPage />} />
          <Route path="/staff" element={<StaffList />} />
          <Route path="/staff/create" element={<StaffCreate />} />
          <Route path="/audit" element={<AuditPage />} />
          <Route path="/account/password" element={<ChangePasswordPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        {/* Not inside <Authenticated>: it would unmount the form while a refused sign-in is checked again. */}
        <Route path="/login" element={<SignInPage />} />
      </Routes>
    </Refine>
  );
}
