import { storePageFigures } from '@pocket/contracts/api/staff';
import type { StaffStorePage } from '@pocket/contracts/api/staff';

import { DeskGuard } from '../layout/desk-guard';
import { useDone } from '../providers/notification-provider';
import { formatTime } from '../ui/format';
import { useRefreshAfter } from '../ui/use-refresh-after';
import { ContentForm, fieldsOf } from './content-form';
import type { Values } from './content-form';
import { useDeskRecord } from './use-desk-read';

const FIELDS = [
  ...fieldsOf('text', { rating: 'Average rating (1.0 to 5.0; empty: not shown)', ratingCount: 'Number of ratings', downloads: 'Downloads band (e.g. 10K+; empty: not shown)', contentRating: 'Content rating (e.g. Rated for 18+)' }),
  ...fieldsOf('checkbox', { containsAds: 'Contains ads', inAppPurchases: 'In-app purchases' }),
];

const valuesOf = (p: StaffStorePage): Values => ({
  rating: p.rating === null ? '' : p.rating.toFixed(1), ratingCount: p.ratingCount === null ? '' : String(p.ratingCount),
  downloads: p.downloads ?? '', contentRating: p.contentRating ?? '', containsAds: p.containsAds, inAppPurchases: p.inAppPurchases,
});

const orNull = (v: string | boolean | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function bodyOf(v: Values): Record<string, unknown> | string {
  const rating = orNull(v.rating);
  const count = orNull(v.ratingCount);
  if (rating !== null && !/^\d(\.\d)?$/.test(rating)) return 'Average rating: a number such as 4.2';
  if (count !== null && !/^\d{1,10}$/.test(count)) return 'Number of ratings: a whole number';
  return {
    rating: rating === null ? null : Number(rating), ratingCount: count === null ? null : Number(count), downloads: orNull(v.downloads),
    contentRating: orNull(v.contentRating), containsAds: v.containsAds === true, inAppPurchases: v.inAppPurchases === true,
  };
}

/** The /details store page's figures (marketing): only what the real store listing says, or nothing. */
export function StorePagePage() {
  const { data: page, loading, error } = useDeskRecord<StaffStorePage>('store-page', 'The store page could not be loaded.');
  // A save changes the figures and who changed them last: Refine fetches the page again.
  const refresh = useRefreshAfter('store-page');
  const setDone = useDone();
  return (
    <DeskGuard resource="store-page">
      <h1>Store page</h1>
      <p className="muted">
        The app&apos;s /details page shows these figures and nothing else. Copy them from the real store listing; leave a
        figure empty rather than guess.
      </p>
      {loading ? <p role="status">Loading...</p> : null}
      {error ? <p role="alert" className="error">{error}</p> : null}
      {page ? (
        <ContentForm
          key={page.updatedAt ?? 'none'}
          title="Store page figures"
          fields={FIELDS}
          initial={valuesOf(page)}
          resource="store-page-figures"
          schema={storePageFigures}
          toBody={bodyOf}
          onSaved={() => (setDone('Saved: /details shows these figures now.'), refresh())}
          extra={<p className="muted">Last changed: {page.updatedBy ? `${page.updatedBy}, ${formatTime(page.updatedAt)}` : 'never'}</p>}
        />
      ) : null}
    </DeskGuard>
  );
}
