import type { RestructureRow, RestructuresData } from '@pocket/contracts/api/staff';
import { formatKwacha } from '@pocket/contracts/money';

import { callOf } from '../api/http';
import { ListTable } from '../ui/list-table';
import { ReportCard } from '../ui/report-card';
import { DayForm } from './day-form';
import { COLLECTION_REPORT_CALLS, collectionCsvHref } from './report-links';

const INSTALMENT_STATE = { paid: 'paid', due: 'due', late: 'late', closed: 'closed' } as const;

/** One instalment in words: "2026-12-27 K120.00 paid". */
const instalment = (i: RestructureRow['schedule'][number]) => `${i.dueDate} ${formatKwacha(i.amount)} ${INSTALMENT_STATE[i.state]}`;

/**
 * The restructured loans (docs/collections.md, "Restructured loans"): each payment plan approved in the range, who
 * proposed and approved it, what the loan owed, its instalments, paid so far and its state today; the totals. The
 * plans' state at the end of a past day is `on` (empty: today; their repayments replayed by date), kept in the address
 * by the page with the range.
 */
export function RestructuresSection({ query: range, on, onDay }: { query: Record<string, string>; on: string; onDay: (day: string) => void }) {
  const query = on === '' ? range : { ...range, on };
  return (
    <>
      {/* Keyed by the address's day: going back to another address shows its day in the form. */}
      <DayForm key={on} id="restructures-on" label="Plans as they stood at the end of (Lusaka day; empty: today)" button="Show the plans on that day" day={on} onDay={onDay} />
    <ReportCard<RestructuresData>
      id="collection-report-restructures"
      title="Restructured loans"
      about="Each payment plan approved in the range: who proposed and approved it, what the loan owed, its instalments, what is paid so far, and where it stands today (on track, behind, completed, broken: an instalment more than 30 days late, the plan replaced or the loan written off)."
      read={callOf(COLLECTION_REPORT_CALLS.restructures)}
      query={query}
      csv={collectionCsvHref('restructures', query)}
    >
      {(data) => (
        <>
          <p data-testid="restructures-totals">
            {data.totals.loans} loans restructured from {data.from} to {data.to}: {data.totals.onTrack} on track, {data.totals.behind} behind, {data.totals.completed} completed,{' '}
            {data.totals.broken} broken. {formatKwacha(data.totals.original)} owed before, {formatKwacha(data.totals.waived)} waived, {formatKwacha(data.totals.paid)} paid of{' '}
            {formatKwacha(data.totals.planned)} planned, {formatKwacha(data.totals.left)} left.
          </p>
          <ListTable
            caption={`Restructured loans from ${data.from} to ${data.to}`}
            columns={['Approved', 'Loan', 'Proposed by', 'Approved by', 'Owed before', 'Waived', 'Plan', 'Instalments', 'Paid', 'Left', 'Next due', 'Days late', 'State']}
          >
            {data.rows.map((r) => (
              <tr key={`${r.orderId}-${r.day}`} data-testid={`restructure-${r.orderId}`}>
                <td>{r.day}</td>
                <td>{r.orderId}</td>
                <td>{r.agent}</td>
                <td>{r.approvedBy}</td>
                <td>{formatKwacha(r.original)}</td>
                <td>{formatKwacha(r.waived)}</td>
                <td>{formatKwacha(r.planned)}</td>
                <td>
                  {r.instalmentsPaid} of {r.instalments} paid
                  <ul>
                    {r.schedule.map((i) => (
                      <li key={i.dueDate}>{instalment(i)}</li>
                    ))}
                  </ul>
                </td>
                <td>{formatKwacha(r.paid)}</td>
                <td>{formatKwacha(r.left)}</td>
                <td>{r.nextDue ?? '-'}</td>
                <td>{r.daysLate}</td>
                <td>{r.state}</td>
              </tr>
            ))}
          </ListTable>
        </>
      )}
    </ReportCard>
    </>
  );
}
