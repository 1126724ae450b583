import { bookChecklistAnswer, bookCloseAnswer, bookCloseBody, bookMonthParams, bookMonthsAnswer, bookProvisionsAnswer, bookStatementsAnswer, bookWriteOffsAnswer } from '../api/staff/books';
import { bookChartAnswer, bookChartBody, bookClassesAnswer, bookClassesBody, bookFeeRecognitionAnswer, bookFeeRecognitionBody, bookRequestAnswer } from '../api/staff/books-settings';
import { staffCall } from './call';

/**
 * The books at month end (docs/books.md): finance and admin read the months and a month's checklist, ask for a
 * month's close (a `books.close` request a second finance or admin member approves), read a closed month's statements and download a closed month's
 * general-ledger journal (CSV, audited), and read a provisioned month's provisions by class and income recognised
 * (aggregates, no borrower: not audited), and an ended month's write-offs and recoveries (totals, loans by order id
 * only: not audited). They read the provisioning classes (risk too), the chart of accounts and the fee-recognition
 * setting, and ask for a change of any (a `books.classes`, `books.chart` or `books.fee-recognition` request a second
 * finance or admin member approves).
 */
export const bookCalls = {
  months: staffCall({ method: 'GET', path: '/api/staff/books/months', roles: ['finance', 'admin'], audit: [], answer: bookMonthsAnswer }),
  checklist: staffCall({ method: 'GET', path: '/api/staff/books/months/:month', roles: ['finance', 'admin'], audit: [], params: bookMonthParams, answer: bookChecklistAnswer }),
  close: staffCall({
    method: 'POST',
    path: '/api/staff/books/months/:month/close',
    roles: ['finance', 'admin'],
    audit: ['approval.request'],
    params: bookMonthParams,
    body: bookCloseBody,
    answer: bookCloseAnswer,
  }),
  statements: staffCall({ method: 'GET', path: '/api/staff/books/months/:month/statements', roles: ['finance', 'admin'], audit: [], params: bookMonthParams, answer: bookStatementsAnswer }),
  provisions: staffCall({ method: 'GET', path: '/api/staff/books/months/:month/provisions', roles: ['finance', 'admin'], audit: [], params: bookMonthParams, answer: bookProvisionsAnswer }),
  writeOffs: staffCall({ method: 'GET', path: '/api/staff/books/months/:month/write-offs', roles: ['finance', 'admin'], audit: [], params: bookMonthParams, answer: bookWriteOffsAnswer }),
  journal: staffCall({ method: 'GET', path: '/api/staff/books/months/:month/journal.csv', roles: ['finance', 'admin'], audit: ['books.journal-export'], params: bookMonthParams }),
  classes: staffCall({ method: 'GET', path: '/api/staff/books/classes', roles: ['finance', 'admin', 'risk'], audit: [], answer: bookClassesAnswer }),
  changeClasses: staffCall({ method: 'POST', path: '/api/staff/books/classes', roles: ['finance', 'admin'], audit: ['approval.request'], body: bookClassesBody, answer: bookRequestAnswer }),
  chart: staffCall({ method: 'GET', path: '/api/staff/books/chart', roles: ['finance', 'admin'], audit: [], answer: bookChartAnswer }),
  changeChart: staffCall({ method: 'POST', path: '/api/staff/books/chart', roles: ['finance', 'admin'], audit: ['approval.request'], body: bookChartBody, answer: bookRequestAnswer }),
  feeRecognition: staffCall({ method: 'GET', path: '/api/staff/books/fee-recognition', roles: ['finance', 'admin'], audit: [], answer: bookFeeRecognitionAnswer }),
  changeFeeRecognition: staffCall({
    method: 'POST',
    path: '/api/staff/books/fee-recognition',
    roles: ['finance', 'admin'],
    audit: ['approval.request'],
    body: bookFeeRecognitionBody,
    answer: bookRequestAnswer,
  }),
} as const;
