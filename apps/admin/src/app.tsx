import { Authenticated, Refine } from '@refinedev/core';
import routerProvider, { CatchAllNavigate } from '@refinedev/react-router';
import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';

import { ChangePasswordPage } from './account/change-password-page';
import { AdjustmentsPage } from './adjustments/adjustments-page';
import { ApplicationCase } from './applications/application-case';
import { ApplicationsQueue } from './applications/applications-queue';
import { ApprovalsPage } from './approvals/approvals-page';
import { AuditPage } from './audit/audit-page';
import { SignInPage } from './auth/sign-in-page';
import { BorrowerPage } from './borrowers/borrower-page';
import { BorrowerSearch } from './borrowers/borrower-search';
import { BannersPage } from './catalogue/banners-page';
import { ChannelsPage } from './catalogue/channels-page';
import { CouponPacksPage } from './catalogue/coupon-packs-page';
import { NoticesPage } from './catalogue/notices-page';
import { ProductsPage } from './catalogue/products-page';
import { StorePagePage } from './catalogue/store-page-page';
import { VipCardsPage } from './catalogue/vip-cards-page';
import { WheelPage } from './catalogue/wheel-page';
import { ComplaintsPage } from './complaints/complaints-page';
import { CorrectionsPage } from './corrections/corrections-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { KycCasePage } from './kyc/kyc-case';
import { KycQueue } from './kyc/kyc-queue';
import { FirstDesk } from './layout/first-desk';
import { Layout } from './layout/layout';
import { NotFound } from './layout/not-found';
import { PaymentsPage } from './payments/payments-page';
import { accessControlProvider } from './providers/access-control';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { ReconciliationPage } from './reconciliation/reconciliation-page';
import { StatementPage } from './reconciliation/statement-page';
import { resources } from './resources';
import { PhonesShopsPage } from './shops/phones-shops-page';
import { ShopDeskPage } from './shops/shop-desk-page';
import { ShopPayoutsPage } from './shops/shop-payouts-page';
import { StaffCreate } from './staff/staff-create';
import { StaffList } from './staff/staff-list';

// The reports and their chart library load only when the reports page is opened (a chunk of their own).
const ReportsPage = lazy(() => import('./reports/reports-page').then((m) => ({ default: m.ReportsPage })));

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
          <Route path="/complaints" element={<ComplaintsPage />} />
          <Route path="/data-corrections" element={<CorrectionsPage />} />
          <Route path="/applications" element={<ApplicationsQueue />} />
          <Route path="/applications/:id" element={<ApplicationCase />} />
          <Route path="/kyc" element={<KycQueue />} />
          <Route path="/kyc/:id" element={<KycCasePage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/payments" element={<PaymentsPage />} />
          <Route path="/reconciliation" element={<ReconciliationPage />} />
          <Route path="/reconciliation/:id" element={<StatementPage />} />
          <Route path="/adjustments" element={<AdjustmentsPage />} />
          <Route path="/shop-desk" element={<ShopDeskPage />} />
          <Route path="/shop-payouts" element={<ShopPayoutsPage />} />
          <Route path="/phones-shops" element={<PhonesShopsPage />} />
          <Route path="/approvals" element={<ApprovalsPage />} />
          <Route path="/staff" element={<StaffList />} />
          <Route path="/staff/create" element={<StaffCreate />} />
          <Route path="/products" element={<ProductsPage />} />
          <Route path="/banners" element={<BannersPage />} />
          <Route path="/notices" element={<NoticesPage />} />
          <Route path="/store-page" element={<StorePagePage />} />
          <Route path="/vip-cards" element={<VipCardsPage />} />
          <Route path="/coupon-packs" element={<CouponPacksPage />} />
          <Route path="/wheel" element={<WheelPage />} />
          <Route path="/channels" element={<ChannelsPage />} />
          <Route path="/audit" element={<AuditPage />} />
          <Route
            path="/reports"
            element={
              <Suspense fallback={<p role="status">Loading...</p>}>
                <ReportsPage />
              </Suspense>
            }
          />
          <Route path="/account/password" element={<ChangePasswordPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        {/* Not inside <Authenticated>: it would unmount the form while a refused sign-in is checked again. */}
        <Route path="/login" element={<SignInPage />} />
      </Routes>
    </Refine>
  );
}
