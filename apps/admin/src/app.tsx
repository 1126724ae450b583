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
import { SecurityEventsPage } from './audit/security-events-page';
import { EnrolPage } from './auth/enrol-page';
import { SignInPage } from './auth/sign-in-page';
import { BooksPage } from './books/books-page';
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
import { CollectionCasePage } from './collections/case-page';
import { CollectionReportsPage } from './collections/collection-reports-page';
import { CollectionsQueue } from './collections/collections-queue';
import { ComplaintsPage } from './complaints/complaints-page';
import { CorrectionsPage } from './corrections/corrections-page';
import { CreditPolicyPage } from './credit-policy/credit-policy-page';
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
import { NoticeProvider, useNoticeBoard } from './providers/notification-provider';
import { ReconciliationPage } from './reconciliation/reconciliation-page';
import { StatementPage } from './reconciliation/statement-page';
import { resources, routeOf } from './resources';
import { PhonesShopsPage } from './shops/phones-shops-page';
import { ShopDeskPage } from './shops/shop-desk-page';
import { ShopPayoutsPage } from './shops/shop-payouts-page';
import { StaffCreate } from './staff/staff-create';
import { StaffList } from './staff/staff-list';
import { TextsPage } from './texts/texts-page';

// The reports and their chart library load only when the reports page is opened (a chunk of their own).
const ReportsPage = lazy(() => import('./reports/reports-page').then((m) => ({ default: m.ReportsPage })));

/** The desk: Refine's providers over the staff API (data, auth, access, the one notification provider), the sign-in page, and the desks inside the signed-in layout. */
export function App() {
  const board = useNoticeBoard();
  return (
    <NoticeProvider notice={board.notice}>
    <Refine
      dataProvider={dataProvider}
      notificationProvider={board.provider}
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
          <Route path="/credit-policy" element={<CreditPolicyPage />} />
          <Route path="/books" element={<BooksPage />} />
          <Route path="/kyc" element={<KycQueue />} />
          <Route path="/kyc/:id" element={<KycCasePage />} />
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/payments" element={<PaymentsPage />} />
          <Route path="/reconciliation" element={<ReconciliationPage />} />
          <Route path="/reconciliation/:id" element={<StatementPage />} />
          <Route path="/adjustments" element={<AdjustmentsPage />} />
          <Route path="/collections" element={<CollectionsQueue />} />
          <Route path="/collections/reports" element={<CollectionReportsPage />} />
          <Route path="/collections/:id" element={<CollectionCasePage />} />
          <Route path="/shop-desk" element={<ShopDeskPage />} />
          <Route path="/shop-payouts" element={<ShopPayoutsPage />} />
          <Route path="/phones-shops" element={<PhonesShopsPage />} />
          <Route path="/approvals" element={<ApprovalsPage />} />
          <Route path="/staff" element={<StaffList />} />
          <Route path={routeOf('staff', 'create')} element={<StaffCreate />} />
          <Route path="/products" element={<ProductsPage />} />
          <Route path="/banners" element={<BannersPage />} />
          <Route path="/notices" element={<NoticesPage />} />
          <Route path="/store-page" element={<StorePagePage />} />
          <Route path="/vip-cards" element={<VipCardsPage />} />
          <Route path="/coupon-packs" element={<CouponPacksPage />} />
          <Route path="/wheel" element={<WheelPage />} />
          <Route path="/channels" element={<ChannelsPage />} />
          <Route path="/texts" element={<TextsPage />} />
          <Route path="/audit" element={<AuditPage />} />
          <Route path="/security-events" element={<SecurityEventsPage />} />
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
        {/* The enrolment link's page: before any session (a newcomer, or a member whose reset was approved). */}
        <Route path="/enrol" element={<EnrolPage />} />
      </Routes>
    </Refine>
    </NoticeProvider>
  );
}
