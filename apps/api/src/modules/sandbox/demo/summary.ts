import type { PlannedBorrower } from './plan';
import type { Dice } from './random';

export interface DemoOptions {
  /** The sandbox wallets' PIN (SANDBOX_PIN): the demo's borrowers approve their prompts with it. */
  pin: string;
  /** Borrowers with a history (the special cases of each desk come on top). */
  borrowers?: number;
  /** Days of history, ending two hours before the start. */
  days?: number;
  /** The random seed: the same seed plays the same portfolio. */
  seed?: number;
  log?: (msg: string) => void;
}

export interface DemoSummary {
  borrowers: number;
  loans: number;
  repayments: number;
  writtenOff: number;
  vip: number;
  phoneOrders: number;
  kycWaiting: number;
  applicationsWaiting: number;
  stuckPayments: number;
  complaints: number;
  statementRows: number;
  /** Actions the services refused (each with the reason): none expected; the rest of the portfolio goes on. */
  refused: string[];
  ms: number;
  /** CPU time the process spent meanwhile (user + system), a figure less bent by other work on the machine. */
  cpuMs: number;
}

/** A borrower of the history, as the seed plays them. */
export interface Live {
  plan: PlannedBorrower;
  /** The borrower's own random draws: the same whatever order the day's work runs in. */
  d: Dice;
  userId: number;
  nrc: string;
  loans: number;
  openOrder: number | null;
}

/** One piece of the seed's work. */
export type Action = () => Promise<void>;
