import { Button, Cell, Loading } from 'react-vant';

import type { StorePageData } from '@pocket/contracts/api/activities';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { palette } from '@pocket/ui-kit/palette';

export interface StorePageViewProps {
  packageName: string;
  appDownloadLink: string;
  alternateChannelDownloadLink: string;
  /** The figures marketing entered from the real store listing; null (or each null figure): nothing shown. */
  figures: StorePageData | null;
}

function AppIcon() {
  return (
    <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill={palette.activityOrange} />
      <path d="M20 46V18h14a9 9 0 0 1 0 18h-8v10z" fill={palette.surface} />
    </svg>
  );
}

/** The figures to show as [value, label], only those entered: never a made-up rating or count. */
export function storeStats(figures: StorePageData | null): Array<[string, string]> {
  if (!figures) return [];
  const stats: Array<[string, string]> = [];
  if (figures.rating !== null && figures.ratingCount !== null) {
    stats.push([`${figures.rating.toFixed(1)}★`, `${figures.ratingCount.toLocaleString('en-US')} ${figures.ratingCount === 1 ? 'review' : 'reviews'}`]);
  }
  if (figures.downloads !== null) stats.push([figures.downloads, 'Downloads']);
  if (figures.contentRating !== null) stats.push([figures.contentRating, 'Content rating']);
  return stats;
}

/** 'Contains ads · In-app purchases', only as entered; empty when neither. */
const storeNotes = (figures: StorePageData | null) =>
  [figures?.containsAds ? 'Contains ads' : null, figures?.inAppPurchases ? 'In-app purchases' : null].filter((n) => n !== null).join(' · ');

/** /details ('Google Play'): the app's store page with the download links of the channel call. */
export function StorePageView({ packageName, appDownloadLink, alternateChannelDownloadLink, figures }: StorePageViewProps) {
  const ready = appDownloadLink !== '';
  const stats = storeStats(figures);
  const notes = storeNotes(figures);
  return (
    <div style={{ minHeight: '100vh', background: palette.surface }}>
      <PageHeader title="Google Play" />
      <div style={{ padding: 16, display: 'grid', gap: 16 }}>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <AppIcon />
          <div>
            <h2 style={{ margin: 0 }}>Pocket</h2>
            {notes ? <small style={{ color: palette.textSecondary }}>{notes}</small> : null}
          </div>
        </div>
        {stats.length > 0 ? (
          <div style={{ display: 'flex', justifyContent: 'space-around', textAlign: 'center' }}>
            {stats.map(([value, label]) => (
              <div key={label}>
                <strong>{value}</strong>
                <div style={{ fontSize: 12, color: palette.textSecondary }}>{label}</div>
              </div>
            ))}
          </div>
        ) : null}
        {ready ? (
          <>
            <Button type="primary" round block color={palette.storeGreen} onClick={() => window.location.assign(appDownloadLink)}>
              Install
            </Button>
            <a className="pocket-tap-link" href={alternateChannelDownloadLink} target="_blank" rel="noreferrer" style={{ textAlign: 'center', color: palette.storeGreen }}>
              Get it on Google Play
            </a>
          </>
        ) : (
          <Loading vertical>Loading download links...</Loading>
        )}
        <section>
          <h3 style={{ marginBottom: 4 }}>About this app</h3>
          <p style={{ margin: 0, color: palette.text, lineHeight: 1.5 }}>
            A Pocket Wallet For All Zambians. Borrow with a phone number and your NRC, repay by MTN or Airtel mobile
            money, and extend a bill when you need more time.
          </p>
        </section>
        <Cell.Group title="App info">
          <Cell title="Package" value={packageName || '—'} />
        </Cell.Group>
      </div>
    </div>
  );
}
