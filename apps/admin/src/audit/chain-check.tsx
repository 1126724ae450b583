import type { AuditVerifyData } from '@pocket/contracts/api/staff';
import { auditCalls } from '@pocket/contracts/staff';

import { callOf } from '../api/http';
import { useResourceRead } from '../ui/use-resource-read';

/** Breaks shown on the desk (the answer lists up to 1,000; the security lead reads them from the call). */
const SHOWN = 5;

/**
 * Walks the audit's keyed hash chain on the server and checks it against its checkpoints: every row follows the one
 * before and carries the key's hash, and every checkpoint's count and head are there; or every break (issue 42).
 */
export function ChainCheck() {
  // No resource's record or list: a check the person asks for (the chain walked on the server), read on request only.
  const { query, result } = useResourceRead<AuditVerifyData>('audit', callOf(auditCalls.verify), { enabled: false });
  const answer = query.isFetched && !query.isError ? result.data : null;
  return (
    <div className="chain-check">
      <button type="button" className="button secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
        {query.isFetching ? 'Checking...' : 'Check the chain'}
      </button>
      <span role="status">
        {answer && answer.ok ? `Chain intact: ${answer.rows} rows, each following the one before.` : null}
        {answer && !answer.ok
          ? `Chain broken at row ${answer.brokenAt ?? '?'} (of ${answer.rows}): ${answer.breakCount} break${answer.breakCount === 1 ? '' : 's'}; tell the security lead.`
          : null}
        {query.isError ? (query.error?.message ?? 'The check failed') : null}
      </span>
      {answer && answer.expected ? (
        <p className="muted">
          Last checkpoint {answer.expected.at}: {answer.expected.rows} rows up to row {answer.expected.headId ?? '-'}. Now: {answer.found.rows} rows up to row {answer.found.headId ?? '-'}.
        </p>
      ) : null}
      {answer && !answer.ok ? (
        <ul className="chain-breaks">
          {answer.breaks.slice(0, SHOWN).map((b, i) => (
            <li key={`${b.kind}-${b.id ?? 'none'}-${i}`}>{b.message}</li>
          ))}
          {answer.breakCount > SHOWN ? <li>and {answer.breakCount - SHOWN} more (GET /api/staff/audit/verify lists them)</li> : null}
        </ul>
      ) : null}
    </div>
  );
}
