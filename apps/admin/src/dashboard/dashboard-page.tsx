import { useOne } from '@refinedev/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { DashboardData } from '@pocket/contracts/api/staff';

import { sessionStore } from '../auth/session-store';
import { DeskGuard } from '../layout/desk-guard';
import { may } from '../providers/permissions';
import { filteredLink } from '../ui/filtered-path';
import { formatAge } from '../ui/format';
import { ReadState } from '../ui/read-state';

/** A figure with its name, what it means, and the desk that works it (when the role may open that desk). */
function Tile({ title, value, detail, to, linkText }: { title: string; value: string; detail: ReactNode; to?: string | null; linkText?: string }) {
  return (
    <section className="card tile" aria-label={title}>
      <h2>{title}</h2>
      <p className="tile-value">{value}</p>
      <p className="muted">{detail}</p>
      {to ? <Link to={to}>{linkText}</Link> : null}
    </section>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The morning's figures: today's money, the queues waiting and their age, stuck payments, PAR 30 (docs/backoffice.md). */
export function DashboardPage() {
  // The dashboard's one record (its call reads no id: providers/resource-calls.ts), so it is fetched without one.
  const { query } = useOne<DashboardData>({ resource: 'dashboard', queryOptions: { enabled: true } });
  const roles = sessionStore.get()?.roles ?? [];
  // The server's links name a list's filters as plain parameters (`/payments?state=stuck`): the desk's address of them.
  const deskOf = (resource: string, link: string) => (may(roles, resource, 'list') ? filteredLink(link) : null);
  const data = query.isSuccess ? query.data.data : undefined;
  return (
    <DeskGuard resource="dashboard">
      <div className="page-head">
        <h1>Dashboard</h1>
        <button type="button" className="button secondary" onClick={() => void query.refetch()}>
          Refresh
        </button>
      </div>
      <ReadState query={query} notRead="The dashboard could not be loaded." />
      {data ? (
        <>
          <p className="muted">Figures for {data.day} (Lusaka time).</p>
          <div className="tiles">
            <Tile title="Disbursed today" value={data.disbursed.amountText} detail={plural(data.disbursed.count, 'loan paid out', 'loans paid out')} />
            <Tile title="Collected today" value={data.collected.amountText} detail={plural(data.collected.count, 'payment received', 'payments received')} />
            {data.queues.map((queue) => (
              <Tile
                key={queue.name}
                title={queue.label}
                value={String(queue.waiting)}
                detail={queue.oldestAgeSeconds === null ? 'Nothing waiting' : `Oldest waiting ${formatAge(queue.oldestAgeSeconds)}`}
                to={deskOf(queue.name, queue.link)}
                linkText={`Open ${queue.label.toLowerCase()}`}
              />
            ))}
            <Tile
              title="Payments stuck"
              value={String(data.stuckPayments.count)}
              detail={
                <>
                  {data.stuckPayments.oldestAgeSeconds === null ? 'None waiting at an operator' : `Oldest waiting ${formatAge(data.stuckPayments.oldestAgeSeconds)}`}
                  {data.stuckPayments.flagged > 0 ? `; ${plural(data.stuckPayments.flagged, 'resolution', 'resolutions')} by hand flagged` : ''}
                </>
              }
              to={deskOf('payments', data.stuckPayments.link)}
              linkText="Open the payments desk"
            />
            <Tile title="PAR 30" value={data.par30.text} detail={`${data.par30.atRiskText} of ${data.par30.outstandingText} outstanding principal is in loans more than 30 days late`} />
          </div>
        </>
      ) : null}
    </DeskGuard>
  );
}
