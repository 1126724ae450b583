import type { ReactNode } from 'react';
import { Button, Loading } from 'react-vant';

import { useKitText } from '@pocket/app-core/kit-text';
import { Empty } from '@pocket/ui-kit/empty';

export type PageStateProps = {
  loading: boolean;
  error: string | null;
  empty?: string | null;
  onRetry?: () => void;
  /** Inside a payment sheet: a small spinner (test id popup-loading) instead of the page's 'Loading...'. */
  inSheet?: boolean;
  children: ReactNode;
};

/** Loading, error (with retry) and empty states of a page or a payment sheet, so neither is ever blank. */
export function PageState({ loading, error, empty, onRetry, inSheet = false, children }: PageStateProps) {
  const t = useKitText();
  if (loading && inSheet) {
    return (
      <div data-testid="popup-loading" style={{ padding: 32, textAlign: 'center' }}>
        <Loading />
      </div>
    );
  }
  if (loading) {
    return (
      <div role="status" style={{ padding: 48, textAlign: 'center' }}>
        <Loading vertical>{t('Loading...')}</Loading>
      </div>
    );
  }
  if (error) {
    return (
      <Empty image="error" description={error}>
        {onRetry && (
          <Button round type="primary" size="small" onClick={onRetry}>
            {t('Retry')}
          </Button>
        )}
      </Empty>
    );
  }
  if (empty) return <Empty description={empty} />;
  return <>{children}</>;
}
