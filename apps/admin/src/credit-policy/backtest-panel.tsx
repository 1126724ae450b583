import { useId, useState } from 'react';

import type { BacktestArm, BacktestResult } from '@pocket/contracts/api/staff';

import { kwacha, lusakaDay } from '../catalogue/units';
import { ListTable } from '../ui/list-table';
import { progressText, useBacktestRun } from './backtest-run';
import { OUTCOME_COLUMNS, OUTCOME_TEXT, outcomeCells, rate, refusalsText } from './words';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Last month by default: the 30 Lusaka days before today. */
const lastMonth = () => ({ from: lusakaDay(new Date(Date.now() - 30 * DAY_MS).toISOString()), to: lusakaDay(new Date().toISOString()) });

function ArmRow({ name, arm }: { name: string; arm: BacktestArm }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{arm.approved}</td>
      <td>{arm.review}</td>
      <td>{arm.refused}</td>
      <td>{rate(arm.approvalRateBp)}</td>
      <td>{kwacha(arm.amount)}</td>
      <td>{refusalsText(arm)}</td>
      {outcomeCells(arm.outcomes).map((c, i) => (
        <td key={i}>{c}</td>
      ))}
    </tr>
  );
}

function Result({ r }: { r: BacktestResult }) {
  return (
    <section aria-label="Backtest result">
      <p role="status">
        {r.applications} applications from {r.from} to {r.to} decided again with version {r.version}.
      </p>
      <ListTable caption="Decided then, and by this version" columns={['', 'Approved', 'Sent to a person', 'Refused', 'Approval rate', 'Amount', 'Refusals', ...OUTCOME_COLUMNS]}>
        <ArmRow name="Decided then" arm={r.decided} />
        <ArmRow name={`Version ${r.version}`} arm={r.draft} />
      </ListTable>
      <p>
        Loans made that version {r.version} would refuse: {r.avoided.loans} ({r.avoided.paidOnTime} paid on time, {r.avoided.paidLate} paid late, {r.avoided.late30} 30+ days late,{' '}
        {r.avoided.writtenOff} written off).
      </p>
      {r.changes.length ? (
        <ListTable caption="Applications decided otherwise" columns={['Then', 'Now', 'Applications']}>
          {r.changes.map((c) => (
            <tr key={`${c.from}-${c.to}`}>
              <td>{OUTCOME_TEXT[c.from] ?? c.from}</td>
              <td>{OUTCOME_TEXT[c.to] ?? c.to}</td>
              <td>{c.count}</td>
            </tr>
          ))}
        </ListTable>
      ) : (
        <p>Every application would be decided as it was.</p>
      )}
    </section>
  );
}

/**
 * Tries a version on the recorded applications of a period, part after part (GET .../backtest/part): the progress
 * ("N of M decisions") while it runs, then what it would decide against what was decided.
 */
export function BacktestPanel({ version }: { version: number }) {
  const id = useId();
  const [period, setPeriod] = useState(lastMonth);
  const { run, start } = useBacktestRun(version);
  return (
    <section className="card" aria-label={`Backtest of version ${version}`}>
      <h2>Try it on past applications</h2>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          void start({ ...period });
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-from`}>From (Lusaka date)</label>
          <input id={`${id}-from`} type="date" value={period.from} onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To (Lusaka date)</label>
          <input id={`${id}-to`} type="date" value={period.to} onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))} />
        </div>
        <button type="submit" className="button">
          Run the backtest
        </button>
      </form>
      {run.running ? (
        <div role="status">
          <p>{progressText(run)}</p>
          {run.total ? <progress aria-label="Backtest progress" max={run.total} value={run.done} /> : null}
        </div>
      ) : null}
      {run.error ? (
        <div role="alert" className="error-box">
          <p>{run.error}</p>
        </div>
      ) : null}
      {run.result ? <Result r={run.result} /> : null}
    </section>
  );
}
