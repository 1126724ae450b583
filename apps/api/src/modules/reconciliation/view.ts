import type { Inside } from '@pocket/contracts/api/contract';
import type { reconciliationItem, StatementSummary } from '@pocket/contracts/api/staff';
import { formatKwacha, ngwee } from '@pocket/contracts/money';
import { maskPhone } from '@pocket/contracts/validators';

import { actionsFor } from './classify';
import type { ItemViewRow } from './repo';
import type { StatementRow } from './schema';

const iso = (v: Date | string) => new Date(v).toISOString();

export function statementOf(row: StatementRow, totals: Pick<StatementSummary, 'counts' | 'open'>): StatementSummary {
  return {
    id: row.id,
    operator: row.operator,
    fileName: row.fileName,
    contentHash: row.contentHash,
    lines: row.lines,
    newLines: row.newLines,
    periodFrom: iso(row.periodFrom),
    periodTo: iso(row.periodTo),
    importedAt: iso(row.importedAt),
    importedBy: row.importedByEmail,
    ...totals,
  };
}

/** An item as the desk shows it: the line, our payment (wallet masked, amounts in Kwacha), the actions left. */
type ReconciliationItem = Inside<typeof reconciliationItem>;

export function itemOf(row: ItemViewRow): ReconciliationItem {
  const lineAmount = row.l_amount === null ? 0 : Number(row.l_amount);
  const paymentAmount = row.p_amount === null ? 0 : Number(row.p_amount);
  const resolved = row.resolved_at !== null;
  return {
    id: Number(row.id),
    statementId: Number(row.statement_id),
    class: row.class,
    line:
      row.transaction_id === null
        ? null
        : { lineNo: Number(row.line_no), transactionId: row.transaction_id, reference: row.l_reference!, amount: ngwee(lineAmount), amountText: formatKwacha(lineAmount), status: row.l_status!, time: iso(row.l_time!) },
    payment:
      row.p_id === null
        ? null
        : {
            id: Number(row.p_id),
            reference: row.p_reference!,
            kind: row.p_kind as NonNullable<ReconciliationItem['payment']>['kind'],
            uid: Number(row.p_user_id),
            amount: ngwee(paymentAmount),
            amountText: formatKwacha(paymentAmount),
            status: row.p_status!,
            wallet: maskPhone(row.p_msisdn!),
            operator: row.p_operator,
          },
    actions: row.open_request_id === null ? actionsFor({ class: row.class, resolved, lineStatus: row.l_status, paymentStatus: row.p_status }) : [],
    openRequestId: row.open_request_id === null ? null : Number(row.open_request_id),
    resolution: resolved ? { action: row.action!, note: row.note ?? '', approvalId: Number(row.approval_id), resolvedAt: iso(row.resolved_at!) } : null,
  };
}
