import { CLOSE_ACCOUNT_TEXTS as TEXT, type ClosureBlock, type ClosureCheckView } from '@pocket/contracts/api/account-closure';
import { formatKwacha } from '@pocket/contracts/money';

import type { Db, Tx } from '../../db/client';
import { conflict } from '../../plugins/errors';
import type { StaffAuditDoor } from '../staff-audit/plugin';
import { erasePersonalData, lockAccount, type Owed, owedBy } from './repo';

type MoneyBlock = Exclude<ClosureBlock['kind'], 'credit'>;
const BLOCK_TEXT: Record<MoneyBlock, string> = {
  bills: 'unpaid bills',
  loanInFlight: 'a loan being reviewed or paid out',
  stageDeposit: 'an unpaid phone deposit',
  paymentInFlight: 'a payment still in progress',
};

/**
 * The blocks of a closure and the refusal the borrower reads (null when nothing stops it). Credit the borrower holds
 * stops it too (issue 42): it is paid to their wallet first (a refund on the adjustments desk), never lost with the
 * account.
 */
export function closureCheck(owed: Owed): ClosureCheckView {
  const money = (Object.keys(BLOCK_TEXT) as MoneyBlock[])
    .filter((kind) => owed[kind] > 0)
    .map((kind) => ({ kind, amount: owed[kind], text: `${BLOCK_TEXT[kind]} ${formatKwacha(owed[kind])}` }));
  // A payment in flight pays bills already counted: it is named, not added.
  const total = owed.bills + owed.loanInFlight + owed.stageDeposit;
  const reasons = money.map((b) => b.text).join(', ');
  const refusals = [money.length === 0 ? null : total > 0 ? TEXT.owes(formatKwacha(total), reasons) : TEXT.inFlight(reasons)];
  const blocks: ClosureBlock[] = [...money];
  if (owed.credit > 0) {
    blocks.push({ kind: 'credit', amount: owed.credit, text: `credit ${formatKwacha(owed.credit)}` });
    refusals.push(TEXT.credit(formatKwacha(owed.credit)));
  }
  const message = refusals.filter((r) => r !== null).join(' ') || null;
  return { canClose: blocks.length === 0, owed: total, blocks, message, consequence: TEXT.consequence };
}

export interface ClosureDeps {
  db: Db;
  now: () => number;
  audit: StaffAuditDoor;
  /** Every browser trusted for this phone must prove itself with an SMS code again (the auth module's door). */
  forgetDevices(mobile: string): Promise<void>;
  /** Deletes an upload's files (the uploads module's door). */
  deleteUploadFiles(ids: string[]): Promise<void>;
  /** Other modules' erasure of what they keep under another key (app.extensions.accountClosing), in the closure's transaction. */
  eraseElsewhere?: ReadonlyArray<(tx: Tx, userId: number, now: Date) => Promise<void>>;
}

/** Closing an account (docs/data-rights.md, "Close my account"). */
export class AccountClosure {
  constructor(private readonly deps: ClosureDeps) {}

  async check(userId: number): Promise<ClosureCheckView> {
    return this.deps.db.transaction(async (tx) => closureCheck(await owedBy(tx, userId)));
  }

  /**
   * Refused (409, with the amount) while money is owed; otherwise erases and anonymises the borrower's personal data,
   * revokes every session and trusted device, and audits it, in one transaction. A second call finds the account
   * closed and does nothing (idempotent). The SMS code was checked by the caller.
   */
  async close(userId: number, origin: { requestId: string | null }): Promise<{ mobile: string | null }> {
    const now = new Date(this.deps.now());
    const result = await this.deps.db.transaction(async (tx: Tx) => {
      const account = await lockAccount(tx, userId);
      if (!account || account.closed_at) return null;
      const check = closureCheck(await owedBy(tx, userId));
      if (!check.canClose) throw conflict(check.message!);
      const uploads = await erasePersonalData(tx, userId, account.mobile, now);
      for (const erase of this.deps.eraseElsewhere ?? []) await erase(tx, userId, now);
      await this.deps.audit.record(tx, {
        actor: { id: null, email: null, roles: [] },
        // No IP: the audit outlives the account and must not keep the borrower's network address.
        origin: { requestId: origin.requestId, ip: null },
        action: 'borrower.close-account',
        entity: 'borrower',
        entityId: userId,
        after: { closedAt: now.toISOString(), uploadsDeleted: uploads.length },
        reason: 'Closed by the borrower in the app (Set, Close my account)',
      });
      return { mobile: account.mobile, uploads };
    });
    if (!result) return { mobile: null };
    // After the commit: files and trusted devices cannot roll back with it; both are safe to repeat.
    await this.deps.deleteUploadFiles(result.uploads);
    await this.deps.forgetDevices(result.mobile);
    return { mobile: result.mobile };
  }
}
