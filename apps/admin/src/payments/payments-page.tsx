import { DESK_OPERATORS, DESK_PAYMENT_KINDS, PAYMENT_DESK_STATES, STUCK_AFTER_MINUTES } from '@pocket/contracts/api/staff';
import type { DeskPayment } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { ChoiceField } from '../ui/choice-field';
import { ListHead } from '../ui/list-head';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useCursorList } from '../ui/use-cursor-list';
import { useUrlFilters } from '../ui/use-url-filters';
import { BorrowerFilter } from './borrower-filter';
import { PaymentRow } from './payment-row';

const STATE_LABELS: Record<(typeof PAYMENT_DESK_STATES)[number], string> = {
  'in-flight': 'In flight (waiting at the operator)',
  stuck: `Stuck (waiting more than ${STUCK_AFTER_MINUTES} min)`,
  resolved: 'Resolved by hand',
  flagged: 'Flagged (the operator said otherwise)',
};

/** The list's filters; the borrower search's text, `q`, is in the address beside them but is no filter of the list. */
const FILTERS = ['state', 'operator', 'kind', 'uid', 'olderThanMinutes'] as const;

/**
 * Every payment in flight or stuck, by operator, kind, age and borrower (found, not typed); ask the operator again;
 * resolve by hand (maker-checker). The filters are in the address (use-url-filters.ts); none named shows the payments
 * in flight, the server's default.
 */
export function PaymentsPage() {
  const { filter, values, setFilters } = useUrlFilters('payments', {});
  const state = filter('state') || 'in-flight';
  const list = useCursorList<DeskPayment>(
    'payments',
    FILTERS.map((field) => ({ field, operator: 'eq' as const, value: filter(field) })),
  );
  // A borrower chosen from the search: the search is done.
  const set = (name: (typeof FILTERS)[number] | 'q', next: string) => setFilters({ ...values, [name]: next, ...(name === 'uid' ? { q: '' } : {}) });
  return (
    <DeskGuard resource="payments">
      <ListHead title="Payments" onRefresh={list.refresh} />
      <div className="filters" role="group" aria-label="Filters">
        <ChoiceField id="payments-state" label="Show" value={state} options={PAYMENT_DESK_STATES} labelOf={(name) => STATE_LABELS[name as (typeof PAYMENT_DESK_STATES)[number]]} onChange={(next) => set('state', next)} />
        <ChoiceField id="payments-operator" label="Operator" value={filter('operator')} options={DESK_OPERATORS} any="Any operator" onChange={(next) => set('operator', next)} />
        <ChoiceField id="payments-kind" label="Kind" value={filter('kind')} options={DESK_PAYMENT_KINDS} any="Any kind" onChange={(next) => set('kind', next)} />
        <div className="field">
          <label htmlFor="payments-age">Made at least this many minutes ago</label>
          <input id="payments-age" type="number" min={0} max={43200} value={filter('olderThanMinutes')} onChange={(event) => set('olderThanMinutes', event.target.value)} />
        </div>
      </div>
      <BorrowerFilter uid={filter('uid')} q={filter('q')} onSearch={(q) => set('q', q)} onChoose={(uid) => set('uid', uid)} />
      <CursorListState list={list} emptyText="No payment matches these filters.">
        <ListTable caption={`Payments: ${STATE_LABELS[state as keyof typeof STATE_LABELS] ?? state}`} columns={['Payment', 'Borrower', 'Wallet', 'Amount', 'Status', 'Age', 'Actions']}>
          {list.items.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </ListTable>
      </CursorListState>
    </DeskGuard>
  );
}
