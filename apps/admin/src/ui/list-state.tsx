import type { ReactNode } from 'react';

import type { CursorList } from './use-cursor-list';

interface ListStateProps {
  loading: boolean;
  error: Error | null;
  empty: boolean;
  emptyText: string;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onRetry: () => void;
  children: ReactNode;
}

/** A cursor-paged list's states: loading, the error with a way to try again, nothing found, and "Load more". */
export function ListState({ loading, error, empty, emptyText, hasMore, loadingMore, onMore, onRetry, children }: ListStateProps) {
  if (loading) return <p role="status">Loading...</p>;
  if (error && empty) {
    return (
      <div role="alert" className="error-box">
        <p>{error.message}</p>
        <button type="button" className="button secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (empty) return <p className="muted">{emptyText}</p>;
  return (
    <>
      {children}
      {hasMore ? (
        <button type="button" className="button secondary" onClick={onMore} disabled={loadingMore}>
          {loadingMore ? 'Loading...' : 'Load more'}
        </button>
      ) : null}
    </>
  );
}

/** A cursor list's states (useCursorList) as ListState shows them: the page names only what "nothing found" says. */
export function CursorListState({ list, emptyText, children }: { list: CursorList<unknown>; emptyText: string; children: ReactNode }) {
  return (
    <ListState
      loading={list.loading}
      error={list.error}
      empty={list.items.length === 0}
      emptyText={emptyText}
      hasMore={list.hasMore}
      loadingMore={list.loadingMore}
      onMore={list.more}
      onRetry={list.retry}
    >
      {children}
    </ListState>
  );
}
