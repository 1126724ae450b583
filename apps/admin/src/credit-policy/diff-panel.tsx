import { useOne } from '@refinedev/core';
import { useId, useState } from 'react';

import type { PolicyDiff, PolicyVersionItem } from '@pocket/contracts/api/staff';

import { STATUS_TEXT } from './words';

const PART_TEXT: Record<PolicyDiff['changes'][number]['part'], string> = { eligibility: 'Eligibility', scorecard: 'Scorecard', limit: 'Limit ladder', review: 'Review' };

/** What changes from another version (the live one by default) to this one, in words (GET .../diff). */
export function DiffPanel({ version, versions }: { version: number; versions: PolicyVersionItem[] }) {
  const id = useId();
  const live = versions.find((v) => v.status === 'live')?.version;
  const others = versions.filter((v) => v.version !== version);
  const [against, setAgainst] = useState<number | undefined>(live !== version ? live : others[0]?.version);
  const { query, result: data } = useOne<PolicyDiff>({
    resource: 'credit-policy-diffs',
    id: version,
    meta: { query: against === undefined ? {} : { against } },
    queryOptions: { enabled: against !== undefined },
  });
  return (
    <section className="card" aria-label={`Changes in version ${version}`}>
      <h2>What changes</h2>
      {others.length === 0 ? <p>No other version to compare with.</p> : null}
      {others.length ? (
        <div className="field">
          <label htmlFor={`${id}-against`}>Compared with</label>
          <select id={`${id}-against`} value={against ?? ''} onChange={(e) => setAgainst(Number(e.target.value))}>
            {others.map((v) => (
              <option key={v.version} value={v.version}>
                Version {v.version} ({STATUS_TEXT[v.status]})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {query.isError ? <p role="alert">{query.error?.message ?? 'The changes could not be loaded.'}</p> : null}
      {data && data.against === against ? (
        data.changes.length ? (
          <ul aria-label={`From version ${data.against} to version ${data.version}`}>
            {data.changes.map((c, i) => (
              <li key={i}>
                <strong>{PART_TEXT[c.part]}</strong>: {c.text}
              </li>
            ))}
          </ul>
        ) : (
          <p>Versions {data.against} and {data.version} have the same rules.</p>
        )
      ) : null}
    </section>
  );
}
