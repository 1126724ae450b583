import { sql } from 'drizzle-orm';

import { BOOKS_MESSAGES, type BookChartPayload, type BookChecklist, type BookClassesPayload, type BookFeeRecognitionPayload, type ChartAccount, type BookMonthItem, type BookProvisions, type BookStatements, type BookWriteOffs } from '@pocket/contracts/api/staff';

import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { conflict } from '../../plugins/errors';
import type { ApprovalsDoor } from '../approvals/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import { readChart } from './chart';
import { type ProvisionClass, readClasses } from './classes';
import { checklistOf, closeRefusal, ledgerMonths } from './close';
import { readFeeRecognition } from './fee-recognition';
import { accountsWithoutCode, journalCsv } from './journal';
import { provisionReport } from './provisioning-report';
import { statementsOf } from './statements';
import { writeOffReport } from './write-offs-report';

const auditActor = (a: StaffActor) => ({ id: a.id, email: a.email, roles: a.roles });

export interface BooksDeskDeps {
  db: Db;
  audit: StaffAuditDoor;
  approvals: ApprovalsDoor;
  now: () => number;
  /** BOOKS_IN_FLIGHT_DAYS: the checklist's limit on payments in flight. */
  inFlightDays: number;
}

/**
 * The books' desk (docs/books.md): the months, a month's checklist, the close request, the reports and the journal
 * export; the provisioning classes, the chart of accounts and the fee-recognition setting, and the requests to change them.
 */
export class BooksDesk {
  constructor(private readonly deps: BooksDeskDeps) {}

  months(): Promise<BookMonthItem[]> {
    return ledgerMonths(this.deps.db, this.deps.now());
  }

  checklist(month: string): Promise<BookChecklist> {
    return checklistOf(this.deps.db, month, this.deps.now(), this.deps.inFlightDays);
  }

  /** Asks for the close: refused at once, naming the failing check, when the month may not be closed now. */
  async requestClose(actor: StaffActor, month: string, reason: string, origin: AuditOrigin) {
    const refusal = await closeRefusal(this.deps.db, month, this.deps.now(), this.deps.inFlightDays);
    if (refusal) throw conflict(refusal);
    return this.deps.approvals.request(actor, { kind: 'books.close', payload: { month }, reason }, origin);
  }

  /** The statements of a closed month with the previous month's comparatives; refuses an open month. */
  statements(month: string): Promise<BookStatements> {
    return statementsOf(this.deps.db, month);
  }

  /** A provisioned month's provisions by class and income recognised (aggregates: not audited); refuses a month not provisioned. */
  provisions(month: string): Promise<BookProvisions> {
    return provisionReport(this.deps.db, month);
  }

  /** An ended month's write-offs and recoveries (totals, loans by order id: not audited); refuses a month not ended. */
  writeOffs(month: string): Promise<BookWriteOffs> {
    return writeOffReport(this.deps.db, month, this.deps.now());
  }

  /**
   * The journal of a closed month, audited before the first byte goes out; refuses an open month and a month with a
   * line of an account without a code (409, naming the accounts, before any byte).
   */
  async journal(actor: StaffActor, month: string, origin: AuditOrigin): Promise<AsyncGenerator<string>> {
    await this.deps.db.transaction(async (tx) => {
      const [row] = await selectRows<{ status: string }>(tx, sql`select status from ledger_periods where month = ${month}`);
      if (row?.status !== 'closed') throw conflict(BOOKS_MESSAGES.notClosed(month));
      const unmapped = await accountsWithoutCode(tx, month);
      if (unmapped.length > 0) throw conflict(BOOKS_MESSAGES.journalNoCode(month, unmapped));
      await this.deps.audit.record(tx, { actor: auditActor(actor), origin, action: 'books.journal-export', entity: 'ledger_period', entityId: month, before: null, after: { month } });
    });
    return journalCsv(this.deps.db, month);
  }

  /** The provisioning classes in force, in order. */
  classes(): Promise<ProvisionClass[]> {
    return readClasses(this.deps.db);
  }

  /** Asks for a new set of classes: a `books.classes` request, refused at once with the validator's words (classes-kind.ts). */
  requestClasses(actor: StaffActor, payload: BookClassesPayload, reason: string, origin: AuditOrigin) {
    return this.deps.approvals.request(actor, { kind: 'books.classes', payload, reason }, origin);
  }

  /** Every ledger account with its general-ledger code and name, or none yet. */
  chart(): Promise<ChartAccount[]> {
    return readChart(this.deps.db);
  }

  /** Asks to set accounts' codes and names or remove codes: a `books.chart` request, refused at once naming the account or code (chart.ts). */
  requestChart(actor: StaffActor, payload: BookChartPayload, reason: string, origin: AuditOrigin) {
    return this.deps.approvals.request(actor, { kind: 'books.chart', payload, reason }, origin);
  }

  /** The fee-recognition setting in force and when it last changed. */
  feeRecognition() {
    return readFeeRecognition(this.deps.db);
  }

  /** Asks to change it: a `books.fee-recognition` request, refused at once when it asks for the setting in force (fee-recognition.ts). */
  requestFeeRecognition(actor: StaffActor, payload: BookFeeRecognitionPayload, reason: string, origin: AuditOrigin) {
    return this.deps.approvals.request(actor, { kind: 'books.fee-recognition', payload, reason }, origin);
  }
}
