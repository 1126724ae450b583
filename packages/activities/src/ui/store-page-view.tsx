import { Button, Cell, Loading } from 'react-vant';

import { useText, type Say } from '@pocket/app-core/i18n';
import type { StorePageData } from '@pocket/contracts/api/activities';
import { APP_NAME } from '@pocket/contracts/constants';
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
export function storeStats(figures: StorePageData | null, t: Say): Array<[string, string]> {
  if (!figures) return [];
  const stats: Array<[string, string]> = [];
  if (figures.rating !== null && figures.ratingCount !== null) {
    stats.push([`${figures.rating.toFixed(1)}★`, t(figures.ratingCount === 1 ? '{count} review' : '{count} reviews', { count: figures.ratingCount.toLocaleString('en-US') })]);
  }
  if (figures.downloads !== null) stats.push([figures.downloads, t('Downloads')]);
  if (figures.contentRating !== null) stats.push([figures.contentRating, t('Content rating')]);
  return stats;
}

/** 'Contains ads · In-app purchases', only as entered; empty when neither. */
const storeNotes = (figures: StorePageData | null, t: Say) =>
  [figures?.containsAds ? t('Contains ads') : null, figures?.inAppPurchases ? t('In-app purchases') : null].filter((n) => n !== null).join(' · ');

/** /details ('Google Play'): the app's store page with the download links of the channel call. */
export function StorePageView({ packageName, appDownloadLink, alternateChannelDownloadLink, figures }: StorePageViewProps) {
  const t = useText();
  const ready = appDownloadLink !== '';
  const stats = storeStats(figures, t);
  const notes = storeNotes(figures, t);
  return (
    <div style={{ minHeight: '100vh', background: palette.surface }}>
      <PageHeader title={t('Google Play')} />
      <div style={{ padding: 16, display: 'grid', gap: 16 }}>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <AppIcon />
          <div>
            <h2 style={{ margin: 0 }}>{APP_NAME}</h2>
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
              {t('Install')}
            </Button>
            <a className="pocket-tap-link" href={alternateChannelDownloadLink} target="_blank" rel="noreferrer" style={{ textAlign: 'center', color: palette.storeGreen }}>
              {t('Get it on Google Play')}
            </a>
          </>
        ) : (
          <Loading vertical>{t('Loading download links...')}</Loading>
        )}
        <section>
          <h3 style={{ marginBottom: 4 }}>{t('About this app')}</h3>
          <p style={{ margin: 0, color: palette.text, lineHeight: 1.5 }}>
            {t('A Pocket Wallet For All Zambians. Borrow with a phone number and your NRC, repay by MTN or Airtel mobile money, and extend a bill when you need more time.')}
          </p>
        </section>
        <Cell.Group title={t('App info')}>
          <Cell title={t('Package')} value={packageName || '—'} />
        </Cell.Group>
      </div>
    </div>
  );
}
