import type { Inside } from '@pocket/contracts/api/contract';
import { STUCK_AFTER_MINUTES } from '@pocket/contracts/api/staff';
import type { deskPayment } from '@pocket/contracts/api/staff';
import { formatKwacha, ngwee } from '@pocket/contracts/money';
import { maskPhone } from '@pocket/contracts/validators';

import { operatorOf } from '../../providers/mobile-money/operator';
import type { DeskPaymentRow } from './repo';

const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));
const numOrNull = (v: number | string | null) => (v === null ? null : Number(v));

/** A payment as the desk shows it: the wallet masked, the amount in Kwacha and as text, its age and resolution. */
export function deskPaymentOf(row: DeskPaymentRow, now: number): Inside<typeof deskPayment> {
  const created = new Date(row.created_at).getTime();
  const until = row.finalized_at === null ? now : new Date(row.finalized_at).getTime();
  const ageSeconds = Math.max(0, Math.floor((until - created) / 1000));
  const amount = Number(row.amount);
  return {
    id: Number(row.id),
    reference: row.reference,
    kind: row.kind,
    operator: operatorOf(row.msisdn),
    provider: row.provider,
    wallet: maskPhone(row.msisdn),
    amount: ngwee(amount),
    amountText: formatKwacha(amount),
    status: row.status,
    reason: row.reason,
    providerTxId: row.provider_tx_id,
    uid: Number(row.user_id),
    orderId: numOrNull(row.order_id),
    checks: Number(row.checks),
    createdAt: iso(row.created_at),
    finalizedAt: isoOrNull(row.finalized_at),
    ageSeconds,
    stuck: row.status === 'PENDING' && ageSeconds > STUCK_AFTER_MINUTES * 60,
    openRequestId: numOrNull(row.open_request_id),
    resolution:
      row.r_id === null
        ? null
        : {
            approvalId: Number(row.approval_id),
            outcome: row.outcome!,
            operatorReference: row.operator_reference!,
            note: row.note!,
            statementLine: row.statement_line,
            resolvedAt: iso(row.resolved_at!),
            applied: Boolean(row.applied),
            operatorStatus: row.operator_status,
            operatorCheckedAt: isoOrNull(row.operator_checked_at),
            flag: row.flagged_at === null ? null : { at: iso(row.flagged_at), reason: row.flag_reason ?? '' },
          },
  };
}
