import { dashboardAnswer } from '../api/staff/dashboard';
import {
  cashAnswer,
  cashQuery,
  collectedAnswer,
  disbursedAnswer,
  kycFunnelAnswer,
  kycFunnelQuery,
  outstandingAnswer,
  parAnswer,
  reportChoicesAnswer,
  reportPortfolioQuery,
  reportRangeQuery,
  trialBalanceAnswer,
  trialBalanceQuery,
  vintageAnswer,
} from '../api/staff/reports';
import type { ReportName } from '../api/staff/reports';
import { staffCall } from './call';
import type { StaffCall } from './call';

const money = ['finance', 'admin'] as const;
const delinquency = ['finance', 'risk', 'admin'] as const;

/**
 * The reports (aggregates, no personal data; `?format=csv` answers the rows as CSV): finance and admin; risk also
 * reads delinquency (PAR, vintage) and the KYC funnel.
 */
export const reportCalls = {
  disbursed: staffCall({ method: 'GET', path: '/api/staff/reports/disbursed', roles: money, audit: [], query: reportRangeQuery, answer: disbursedAnswer }),
  collected: staffCall({ method: 'GET', path: '/api/staff/reports/collected', roles: money, audit: [], query: reportRangeQuery, answer: collectedAnswer }),
  outstanding: staffCall({ method: 'GET', path: '/api/staff/reports/outstanding', roles: money, audit: [], query: reportPortfolioQuery, answer: outstandingAnswer }),
  par: staffCall({ method: 'GET', path: '/api/staff/reports/par', roles: delinquency, audit: [], query: reportPortfolioQuery, answer: parAnswer }),
  vintage: staffCall({ method: 'GET', path: '/api/staff/reports/vintage', roles: delinquency, audit: [], query: reportRangeQuery, answer: vintageAnswer }),
  'trial-balance': staffCall({ method: 'GET', path: '/api/staff/reports/trial-balance', roles: money, audit: [], query: trialBalanceQuery, answer: trialBalanceAnswer }),
  cash: staffCall({ method: 'GET', path: '/api/staff/reports/cash', roles: money, audit: [], query: cashQuery, answer: cashAnswer }),
  'kyc-funnel': staffCall({ method: 'GET', path: '/api/staff/reports/kyc-funnel', roles: delinquency, audit: [], query: kycFunnelQuery, answer: kycFunnelAnswer }),
} as const satisfies Record<ReportName, StaffCall>;

/** What the report filters offer (products and channels to choose from): whoever reads a report. */
export const reportChoiceCalls = {
  read: staffCall({ method: 'GET', path: '/api/staff/reports/choices', roles: delinquency, audit: [], answer: reportChoicesAnswer }),
} as const;

/** The desk's first page: today's figures and the queues waiting. */
export const dashboardCalls = {
  read: staffCall({ method: 'GET', path: '/api/staff/dashboard', roles: ['risk', 'finance', 'admin'], audit: [], answer: dashboardAnswer }),
} as const;
