import type { ReactNode } from 'react';

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
