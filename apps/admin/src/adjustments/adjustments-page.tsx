import { CanAccess, useOne } from '@refinedev/core';
import { useState } from 'react';

import type { AdjustmentBorrower } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';

import { sessionStore } from '../auth/session-store';
import { DeskGuard } from '../layout/desk-guard';
import { ListTable } from '../ui/list-table';
import { KwachaCells } from '../ui/row-pieces';
import { useUrlFilters } from '../ui/use-url-filters';
import { type AdjustAsk, AdjustForm } from './adjust-form';
import { FindBorrower } from './find-borrower';
import { RequestRow } from './request-row';

/** While a refund waits for the operator the page asks again this often (no reload needed). */
export const FOLLOW_MS = 2_000;

const refundsWaiting = (data: AdjustmentBorrower | undefined) => data?.requests.some((r) => r.payment?.status === 'PENDING') ?? false;

function Borrower({ uid }: { uid: string }) {
  const [ask, setAsk] = useState<AdjustAsk | null>(null);
  // The adjustments resource's record: a request asked or decided (here or in Approvals) fetches it again (Refine).
  const { query, result } = useOne<AdjustmentBorrower>({
    resource: 'adjustments',
    id: uid,
    queryOptions: { refetchInterval: (q) => (refundsWaiting(q.state.data?.data) ? FOLLOW_MS : false) },
  });
  if (query.isLoading) return <p role="status">Loading...</p>;
  if (query.isError || !result) {
    return (
      <p role="alert" className="error">
        {query.error?.message ?? 'This borrower could not be loaded.'}
      </p>
    );
  }
  const data = result;
  const me = sessionStore.get()?.email ?? null;
  const start = (next: AdjustAsk) => setAsk(next);
  const open = (status: string) => status !== 'SETTLED';
  return (
    <>
      <section className="card" aria-label="Credit">
        <p>
          Credit: <strong data-testid="borrower-credit">{formatKwacha(data.credit)}</strong>{' '}
          <button type="button" className="button secondary" disabled={data.credit <= 0} onClick={() => start({ kind: 'refund', userId: data.uid, available: formatKwacha(data.credit) })}>
            Refund
          </button>
        </p>
      </section>
      {ask ? <AdjustForm ask={ask} onDone={() => setAsk(null)} onCancel={() => setAsk(null)} /> : null}
      <ListTable caption="Loans and bills" columns={['Loan', 'Bill', 'Due', 'Status', 'Penalty owed', 'Fee owed', 'Remaining', 'Waived', 'Actions']}>
        {data.loans.flatMap((loan) =>
          loan.bills.map((bill, index) => (
            <tr key={bill.planId} data-testid="adjustment-bill" data-plan={bill.planId}>
              <td>
                {index === 0 ? (
                  <>
                    Loan #{loan.orderId} ({loan.writtenOff ? 'written off' : loan.status})
                    {!loan.writtenOff && ['REPAYING', 'OVERDUE'].includes(loan.status) ? (
                      <div>
                        <button type="button" className="button danger" onClick={() => start({ kind: 'write-off', orderId: loan.orderId })}>
                          Write off
                        </button>
                      </div>
                    ) : null}
                  </>
                ) : null}
              </td>
              <td>#{bill.planId}</td>
              <td>{bill.dueDate}</td>
              <td>{bill.status}</td>
              <KwachaCells amounts={[bill.penaltyOwed, bill.feeOwed, bill.remaining, bill.waived]} />
              <td className="actions">
                {open(bill.status) && !loan.writtenOff ? (
                  <>
                    <button type="button" className="button secondary" disabled={bill.penaltyOwed <= 0} onClick={() => start({ kind: 'waive', planId: bill.planId, component: 'penalty', owed: formatKwacha(bill.penaltyOwed) })}>
                      Waive penalty
                    </button>
                    <button type="button" className="button secondary" disabled={bill.feeOwed <= 0} onClick={() => start({ kind: 'waive', planId: bill.planId, component: 'fee', owed: formatKwacha(bill.feeOwed) })}>
                      Waive fee
                    </button>
                    <button type="button" className="button secondary" onClick={() => start({ kind: 'extend', planId: bill.planId, dueDate: bill.dueDate })}>
                      Extend
                    </button>
                  </>
                ) : null}
              </td>
            </tr>
          )),
        )}
      </ListTable>
      <ListTable caption="Adjustment requests" columns={['Request', 'Reason', 'Requested', 'Status', 'Actions']}>
        {data.requests.map((request) => (
          <RequestRow key={request.approvalId} request={request} mine={request.requestedBy === me} />
        ))}
      </ListTable>
    </>
  );
}

/**
 * Refunds, waivers, write-offs and manual extensions of one borrower: each a request a second finance member approves.
 * The borrower is found by phone, name, NRC or order id here, or opened from the borrower's page.
 */
export function AdjustmentsPage() {
  // The borrower (`uid`, linked from the borrower's page and the search's matches: filtered-path.ts) or the search
  // asked (`q`), in the address as filters of the adjustments (use-url-filters.ts); a new search forgets the borrower.
  const { filter, setFilters } = useUrlFilters('adjustments', {});
  const uid = filter('uid');
  const q = filter('q');
  return (
    <DeskGuard resource="adjustments">
      <div className="page-head">
        <h1>Adjustments</h1>
      </div>
      <p className="muted">Every adjustment is a request: another finance member approves it. Refunds pay the borrower&apos;s credit to their own wallet.</p>
      <FindBorrower key={q} q={/^\d+$/.test(uid) ? '' : q} onSearch={(text) => setFilters({ q: text })} />
      {/^\d+$/.test(uid) ? (
        <CanAccess resource="adjustments" action="list">
          <Borrower key={uid} uid={uid} />
        </CanAccess>
      ) : null}
    </DeskGuard>
  );
}
