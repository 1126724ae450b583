import { useState } from 'react';

import type { LoanPlansData } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';
import { collectionCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { ListTable } from '../ui/list-table';
import { useResourceRead } from '../ui/use-resource-read';
import { DayForm } from './day-form';

/**
 * The loan's payment plan as it stood at the end of a day (docs/collections.md, "The desk"): each instalment, paid and
 * owed then, with the penalties charged and waivers granted by then; the server's reading of the restructured loans.
 */
export function PlanOnDay({ orderId }: { orderId: number }) {
  const [on, setOn] = useState<string | null>(null);
  return (
    <section className="card" aria-label="Payment plan on a day">
      <h2>Payment plan on a day</h2>
      <DayForm id="plan-on" label="Plan as it stood at the end of (Lusaka day; empty: today)" button="Show the plan on that day" onDay={setOn} />
      {on === null ? null : <PlansOn orderId={orderId} on={on} />}
    </section>
  );
}

function PlansOn({ orderId, on }: { orderId: number; on: string }) {
  // Kept under the collections resource in Refine's cache: an approved plan (invalidating collections) shows here too.
  const { query: answer, result } = useResourceRead<LoanPlansData>('collections', { ...callOf(collectionCalls.loanPlans, { id: orderId }), config: { query: on === '' ? {} : { on } } });
  if (answer.isLoading) return <p role="status">Loading...</p>;
  if (answer.isError) {
    return (
      <p role="alert" className="error-box">
        {answer.error?.message ?? 'The plan could not be read'}
      </p>
    );
  }
  const data = result.data as LoanPlansData | undefined;
  if (!data || !Array.isArray(data.rows)) return null;
  if (data.rows.length === 0) return <p data-testid="plan-on-day">No payment plan had been approved by the end of {data.on}.</p>;
  return (
    <>
      {data.rows.map((r) => (
        <div key={r.day} data-testid="plan-on-day">
          <p>
            End of {data.on}: the plan approved on {r.day} was {r.state}; {r.instalmentsPaid} of {r.instalments} instalments paid, {formatKwacha(r.paid)} paid,{' '}
            {formatKwacha(r.left)} owed{r.daysLate > 0 ? `, ${r.daysLate} days late` : ''}.
          </p>
          <ListTable caption={`Instalments at the end of ${data.on}`} columns={['Due', 'Amount', 'Paid', 'State']}>
            {r.schedule.map((i) => (
              <tr key={i.dueDate}>
                <td>{i.dueDate}</td>
                <td>{formatKwacha(i.amount)}</td>
                <td>{formatKwacha(i.paid)}</td>
                <td>{i.state}</td>
              </tr>
            ))}
          </ListTable>
        </div>
      ))}
    </>
  );
}
