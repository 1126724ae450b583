import { createHash } from 'node:crypto';

import type { Inside } from '@pocket/contracts/api/contract';
import { RECONCILIATION_MESSAGES } from '@pocket/contracts/api/staff';
import type {
  reconciliationItem,
  ReconciliationItemsQuery,
  ReconciliationResolveBody,
  StatementImportBody,
  StatementImportData,
  StatementSummary,
} from '@pocket/contracts/api/staff';

import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../plugins/errors';
import type { ApprovalsDoor } from '../approvals/plugin';
import type { StaffActor } from '../staff/plugin';
import type { AuditOrigin, StaffAuditDoor } from '../staff-audit/plugin';
import { classOf } from './classify';
import * as repo from './repo';
import { readStatementFile } from './statement-file';
import { itemOf, statementOf } from './view';

type ReconciliationItem = Inside<typeof reconciliationItem>;

export interface ReconciliationDeps {
  db: Db;
  approvals: ApprovalsDoor;
  audit: StaffAuditDoor;
  now: () => number;
}

const cursorOf = (text: string | undefined) => (text && /^\d{1,16}$/.test(text) ? Number(text) : null);

/** The reconciliation desk (docs/reconciliation.md): operator statements against our payments. */
export class ReconciliationDesk {
  constructor(private readonly deps: ReconciliationDeps) {}

  private async summary(tx: Tx, id: number): Promise<StatementSummary> {
    const row = await repo.statementById(tx, id);
    if (!row) throw notFound(RECONCILIATION_MESSAGES.statementNotFound);
    return statementOf(row, await repo.countsOf(tx, id));
  }

  /**
   * Imports a statement file: every line is checked first (a problem refuses the whole file, nothing written); the same
   * content again answers the first import and writes nothing. New lines are compared with our payments of their
   * reference; our payments of the operator that succeeded in the statement's period and are on no line are listed as
   * missing there. One audit row, in the same transaction.
   */
  async import(actor: StaffActor, body: StatementImportBody, origin: AuditOrigin): Promise<StatementImportData> {
    const lines = await readStatementFile(body.operator, body.content);
    const contentHash = createHash('sha256').update(body.content, 'utf8').digest('hex');
    return this.deps.db.transaction(async (tx) => {
      const before = await repo.statementByHash(tx, contentHash);
      if (before) return { statement: await this.summary(tx, before.id), duplicate: true };
      await repo.lockOperator(tx, body.operator);
      const known = await repo.knownLines(tx, body.operator, lines.map((l) => l.transactionId));
      for (const line of lines) {
        const kept = known.get(line.transactionId);
        if (kept && (kept.reference !== line.reference || kept.amount !== line.amount || kept.status !== line.status || kept.time.getTime() !== line.time.getTime())) {
          throw conflict(RECONCILIATION_MESSAGES.lineChanged(line.lineNo, line.transactionId, kept.statementId));
        }
      }
      const fresh = lines.filter((l) => !known.has(l.transactionId));
      const times = lines.map((l) => l.time.getTime());
      const periodFrom = new Date(Math.min(...times));
      const periodTo = new Date(Math.max(...times));
      const statement = await repo.insertStatement(tx, {
        operator: body.operator,
        fileName: body.fileName,
        contentHash,
        lines: lines.length,
        newLines: fresh.length,
        periodFrom,
        periodTo,
        importedBy: actor.id,
        importedByEmail: actor.email,
        importedAt: new Date(this.deps.now()),
      });
      // The same file imported at this very moment by someone else: theirs is the import.
      if (!statement) return { statement: await this.summary(tx, (await repo.statementByHash(tx, contentHash))!.id), duplicate: true };
      const kept = await repo.insertLines(
        tx,
        fresh.map((l) => ({ statementId: statement.id, operator: body.operator, transactionId: l.transactionId, reference: l.reference, amount: l.amount, status: l.status, time: l.time, lineNo: l.lineNo, raw: l.raw })),
      );
      const ours = await repo.paymentsByReference(tx, kept.map((l) => l.reference));
      const lineItems = kept.map((l) => {
        const payment = ours.get(l.reference);
        return { statementId: statement.id, lineId: l.id, paymentId: payment?.id ?? null, class: classOf(l, payment) };
      });
      const missing = await repo.missingThere(tx, body.operator, periodFrom, periodTo);
      await repo.insertItems(tx, [...lineItems, ...missing.map((paymentId) => ({ statementId: statement.id, lineId: null, paymentId, class: 'missing-there' as const }))]);
      const summary = await this.summary(tx, statement.id);
      await this.deps.audit.record(tx, {
        actor: { id: actor.id, email: actor.email, roles: actor.roles },
        origin,
        action: 'reconciliation.import',
        entity: 'reconciliation-statement',
        entityId: statement.id,
        before: null,
        after: { operator: summary.operator, fileName: summary.fileName, contentHash, lines: summary.lines, newLines: summary.newLines, periodFrom: summary.periodFrom, periodTo: summary.periodTo, counts: summary.counts },
      });
      return { statement: summary, duplicate: false };
    });
  }

  async statements(query: { cursor?: string | undefined; limit?: number | undefined }): Promise<{ items: StatementSummary[]; nextCursor: string | null }> {
    const limit = query.limit ?? 50;
    const rows = await repo.listStatements(this.deps.db, cursorOf(query.cursor), limit + 1);
    const items = await Promise.all(rows.slice(0, limit).map(async (row) => statementOf(row, await repo.countsOf(this.deps.db, row.id))));
    return { items, nextCursor: rows.length > limit ? String(rows[limit - 1]!.id) : null };
  }

  statement(id: number): Promise<StatementSummary> {
    return this.summary(this.deps.db, id);
  }

  async items(statementId: number, query: ReconciliationItemsQuery): Promise<{ items: ReconciliationItem[]; nextCursor: string | null }> {
    await this.summary(this.deps.db, statementId);
    const limit = query.limit ?? 50;
    const rows = await repo.listItems(
      this.deps.db,
      { statementId, class: query.class, openOnly: query.show === 'open', cursor: cursorOf(query.cursor), now: new Date(this.deps.now()) },
      limit + 1,
    );
    return { items: rows.slice(0, limit).map(itemOf), nextCursor: rows.length > limit ? String(rows[limit - 1]!.id) : null };
  }

  /** A resolution is a `reconciliation.resolve` request: a second finance member approves it (approvals/). */
  async resolve(actor: StaffActor, itemId: number, body: ReconciliationResolveBody, origin: AuditOrigin): Promise<{ approvalId: number; status: 'requested' }> {
    const asked = await this.deps.approvals.request(actor, { kind: 'reconciliation.resolve', payload: { itemId, ...body }, reason: body.note }, origin);
    return { approvalId: asked.id, status: asked.status };
  }
}
