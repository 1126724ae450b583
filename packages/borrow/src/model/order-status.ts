/**
 * An order's status and what the borrower is told at each one. Kept apart from the progress view (react-vant's Steps):
 * /home's loan card needs the texts, not the steps, on the first screen.
 */
export type OrderStatus =
  | 'REVIEWING'
  | 'REJECTED'
  | 'DISBURSING'
  | 'DISBURSE_FAILED'
  | 'REPAYING'
  | 'OVERDUE'
  | 'SETTLED'
  | 'CANCELLED';

export const PROGRESS_TEXT: Record<OrderStatus, string> = {
  REVIEWING: 'Your application is being reviewed. Most are decided in seconds; if a person checks yours, we will send you an SMS.',
  REJECTED: 'Sorry, your application was not approved this time.',
  DISBURSING: 'Approved. The money is on its way to your wallet.',
  DISBURSE_FAILED: 'The money could not be sent to your wallet. Please check your wallet and try again.',
  REPAYING: 'Money received.',
  OVERDUE: 'Money received.',
  SETTLED: 'This loan is paid off.',
  CANCELLED: 'This application was cancelled.',
};
