import { useCustom } from '@refinedev/core';

import type { AuditVerifyData } from '@pocket/contracts/api/staff';

/** Walks the audit's hash chain on the server: every row follows the one before, or the first that does not. */
export function ChainCheck() {
  const { query, result } = useCustom<AuditVerifyData>({ url: '/audit/verify', method: 'get', queryOptions: { enabled: false } });
  const answer = query.isFetched && !query.isError ? result.data : null;
  return (
    <div className="chain-check">
      <button type="button" className="button secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
        {query.isFetching ? 'Checking...' : 'Check the chain'}
      </button>
      <span role="status">
        {answer && answer.ok ? `Chain intact: ${answer.rows} rows, each following the one before.` : null}
        {answer && !answer.ok ? `Chain broken at row ${answer.brokenAt ?? '?'} (of ${answer.rows}): tell the security lead.` : null}
        {query.isError ? (query.error?.message ?? 'The check failed') : null}
      </span>
    </div>
  );
}
