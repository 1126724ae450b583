import { useOne } from '@refinedev/core';
import { useParams } from 'react-router';

import { RECONCILIATION_CLASSES } from '@pocket/contracts/api/staff';
import type { ReconciliationItem, StatementSummary } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { ChoiceField } from '../ui/choice-field';
import { formatTime } from '../ui/format';
import { CursorListState } from '../ui/list-state';
import { ListTable } from '../ui/list-table';
import { useCursorList } from '../ui/use-cursor-list';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { useUrlFilters } from '../ui/use-url-filters';
import { ItemRow } from './item-row';
import { CLASS_LABELS } from './words';

const SHOW = ['open', 'all'] as const;
const SHOW_LABELS: Record<string, string> = { open: 'Differences not resolved yet', all: 'Every line and payment' };

/**
 * One statement: its counts per class (the reconciliation resource's record), and its lines and our payments compared,
 * with a resolution for each difference. A resolution asked for refreshes both through Refine (the row's form).
 */
export function StatementPage() {
  const { id = '' } = useParams();
  // What is shown (`show`, open differences unless the address says otherwise) and the class, in the address.
  const { filter, setFilter } = useUrlFilters('reconciliation-items', { show: 'open' });
  const show = filter('show') || 'open';
  const cls = filter('class');
  const { result: summary, query } = useOne<StatementSummary>({ resource: 'reconciliation', id });
  const list = useCursorList<ReconciliationItem>(
    'reconciliation-items',
    [
      { field: 'show', operator: 'eq', value: show },
      { field: 'class', operator: 'eq', value: cls },
    ],
    { params: { id }, pageSize: 100 },
  );
  const statement = query.isSuccess ? summary : undefined;
  const refresh = useRefreshAfter('reconciliation', 'reconciliation-items');
  return (
    <DeskGuard resource="reconciliation">
      <div className="page-head">
        <h1>
          Statement {id}
          {statement ? ` (${statement.operator})` : ''}
        </h1>
        <button type="button" className="button secondary" onClick={refresh}>
          Refresh
        </button>
      </div>
      {statement ? (
        <section aria-label="Summary">
          <p>
            {statement.fileName}: {statement.lines} lines ({statement.newLines} new), {formatTime(statement.periodFrom)} to {formatTime(statement.periodTo)}; imported{' '}
            {formatTime(statement.importedAt)} by {statement.importedBy}.
          </p>
          <ul className="counts" data-testid="statement-counts">
            {RECONCILIATION_CLASSES.map((c) => (
              <li key={c}>
                {CLASS_LABELS[c]}: <strong>{statement.counts[c]}</strong>
              </li>
            ))}
            <li>
              Differences not resolved yet: <strong>{statement.open}</strong>
            </li>
          </ul>
        </section>
      ) : null}
      <div className="filters" role="group" aria-label="Filters">
        <ChoiceField id="reconciliation-show" label="Show" value={show} options={SHOW} labelOf={(o) => SHOW_LABELS[o] ?? o} onChange={(next) => setFilter('show', next)} />
        <ChoiceField id="reconciliation-class" label="Class" value={cls} options={RECONCILIATION_CLASSES} any="Any class" labelOf={(c) => CLASS_LABELS[c as keyof typeof CLASS_LABELS]} onChange={(next) => setFilter('class', next)} />
      </div>
      <CursorListState list={list} emptyText={show === 'open' ? 'Nothing left to resolve on this statement.' : 'Nothing matches these filters.'}>
        <ListTable caption={`Statement ${id}: ${SHOW_LABELS[show] ?? show}`} columns={['Statement line', 'The statement says', 'Ours', 'Class', 'Actions']}>
          {list.items.map((item) => (
            <ItemRow key={item.id} item={item} />
          ))}
        </ListTable>
      </CursorListState>
    </DeskGuard>
  );
}
