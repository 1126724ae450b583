import type { ApplicationCase, ApplicationQueueItem, Approval, AuditEntry, BorrowerListItem, BorrowerPage, DashboardData, DeskPayment, KycCase, KycQueueItem, StaffMember, StaffRole } from '@pocket/contracts/api/staff';

export const staffMember = (roles: StaffRole[], id = 1): StaffMember => ({ id, email: `${roles[0] ?? 'none'}@pocket.test`, name: `Test ${roles.join('+')}`, roles });

export const approval = (overrides: Partial<Approval> = {}): Approval => ({
  id: 7,
  kind: 'role.grant',
  payload: { staffId: 9, role: 'risk' },
  reason: 'joins the risk team',
  status: 'requested',
  requestedBy: { id: 2, email: 'admin2@pocket.test' },
  requestedAt: '2026-11-25T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  expiresAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

export const auditEntry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-25T11:00:00.000Z',
  actorId: 1,
  actorEmail: 'admin@pocket.test',
  roles: ['admin'],
  action: 'staff.sign-in',
  entity: 'staff',
  entityId: '1',
  before: null,
  after: null,
  reason: null,
  requestId: `req-${id}`,
  ip: '127.0.0.1',
  ...overrides,
});

export const borrowerItem = (uid: number): BorrowerListItem => ({
  uid,
  phone: '096****210',
  name: 'J*** B****',
  kycStatus: 'approved',
  blocked: false,
  createdAt: '2026-11-01T08:00:00.000Z',
});

export const borrowerPage = (uid: number, blocked = false): BorrowerPage => ({
  profile: {
    uid,
    phone: '096****210',
    name: 'J*** B****',
    nrc: '******/**/1',
    blocked,
    blockedReason: blocked ? 'fraud check' : null,
    registerChannel: 'google',
    deviceBrand: 'TECNO',
    deviceResets: 1,
    createdAt: '2026-11-01T08:00:00.000Z',
  },
  kyc: { status: 'approved', sections: ['identity', 'base'] },
  loans: [{ orderId: 'P1001', principal: 50000, status: 'repaying' }],
  payments: [],
  vip: null,
  stageOrders: [],
  signIns: [{ at: '2026-11-20T09:00:00.000Z', ip: '10.0.0.1' }],
  staffActions: [],
});

export const applicationItem = (orderId: number, overrides: Partial<ApplicationQueueItem> = {}): ApplicationQueueItem => ({
  orderId,
  uid: 40 + orderId,
  phone: '096****210',
  name: 'J*** B****',
  amount: 350_000,
  termDays: 14,
  product: 'Pocket Loan',
  rule: 'amount',
  note: 'K3,500.00 is above K3,000.00',
  priority: false,
  appliedAt: '2026-11-27T06:00:00.000Z',
  ageMinutes: 45,
  targetMinutes: 120,
  late: false,
  ...overrides,
});

export const applicationCase = (orderId: number, status = 'REVIEWING'): ApplicationCase => ({
  application: { ...applicationItem(orderId), status, decision: null },
  borrower: { uid: 40 + orderId, phone: '096****210', name: 'J*** B****', kycStatus: 'complete', blocked: false, baseLimit: 80_000, limitRaisedAt: null, vip: false, registeredAt: '2026-11-01T08:00:00.000Z' },
  history: [{ orderId: 3, amount: 50_000, termDays: 7, status: 'SETTLED', appliedAt: '2026-10-01T08:00:00.000Z', disbursedAt: '2026-10-01T08:01:00.000Z', settledAt: '2026-10-07T08:00:00.000Z', settledLate: false }],
});

export const kycQueueItem = (id: number, overrides: Partial<KycQueueItem> = {}): KycQueueItem => ({
  id,
  uid: 100 + id,
  phone: '096****210',
  name: 'J*** B****',
  flags: ['nrc-shared'],
  openedAt: '2026-11-20T08:00:00.000Z',
  ageMinutes: 95,
  ...overrides,
});

export const kycCase = (id: number, overrides: Partial<KycCase> = {}): KycCase => ({
  id,
  uid: 100 + id,
  status: 'pending',
  flags: ['nrc-shared', 'device-shared'],
  openedAt: '2026-11-20T08:00:00.000Z',
  ageMinutes: 95,
  decidedAt: null,
  reasonCode: null,
  identity: { phone: '096****210', name: 'J*** B****', nrc: '******/**/1', dateOfBirth: '1990-**-**', gender: 'female' },
  personal: { provinceName: 'Lusaka', employerName: 'Zambia Sugar' },
  photos: [
    { photo: 'nrcFront', url: `/api/staff/kyc/${id}/photos/nrcFront` },
    { photo: 'face', url: `/api/staff/kyc/${id}/photos/face` },
  ],
  lookAlikes: [{ uid: 7, phone: '097****111', name: 'M**** B****', matches: ['nrc', 'device'], reviewStatus: null, createdAt: '2026-10-01T08:00:00.000Z' }],
  ...overrides,
});

export const deskPayment = (id: number, overrides: Partial<DeskPayment> = {}): DeskPayment => ({
  id,
  reference: `0b5c6d1e-0000-4000-8000-${String(id).padStart(12, '0')}`,
  kind: 'REPAY',
  operator: 'MTN',
  provider: 'sandbox',
  wallet: '096****210',
  amount: 1160,
  amountText: 'K1,160.00',
  status: 'PENDING',
  reason: null,
  providerTxId: null,
  uid: 40 + id,
  orderId: 70 + id,
  checks: 0,
  createdAt: '2026-11-25T10:00:00.000Z',
  finalizedAt: null,
  ageSeconds: 14 * 60,
  stuck: true,
  openRequestId: null,
  resolution: null,
  ...overrides,
});

export const dashboardData = (overrides: Partial<DashboardData> = {}): DashboardData => ({
  day: '2026-11-25',
  disbursed: { amount: 12500, amountText: 'K12,500.00', count: 9 },
  collected: { amount: 3480.5, amountText: 'K3,480.50', count: 4 },
  queues: [{ name: 'approvals', label: 'Approvals waiting', waiting: 2, oldestAgeSeconds: 3 * 3600 + 5 * 60, link: '/approvals' }],
  stuckPayments: { count: 3, oldestAgeSeconds: 50 * 60, flagged: 1, link: '/payments?state=stuck' },
  par30: { ratio: 0.125, text: '12.5%', atRisk: 500, atRiskText: 'K500.00', outstanding: 4000, outstandingText: 'K4,000.00' },
  ...overrides,
});

/** A borrower's request (a complaint, a data correction) nobody has answered yet. */
export const UNANSWERED = { answer: null, answeredAt: null, answeredBy: null };
