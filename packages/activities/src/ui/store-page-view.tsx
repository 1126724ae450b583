import { Button, Cell, Loading } from 'react-vant';

import { PageHeader } from '@pocket/ui-kit/page-header';
import { palette } from '@pocket/ui-kit/palette';

export interface StorePageViewProps {
  packageName: string;
  appDownloadLink: string;
  alternateChannelDownloadLink: string;
}

function AppIcon() {
  return (
    <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill={palette.activityOrange} />
      <path d="M20 46V18h14a9 9 0 0 1 0 18h-8v10z" fill={palette.surface} />
    </svg>
  );
}

const stats = [
  ['4.6★', '12K reviews'],
  ['100K+', 'Downloads'],
  ['3+', 'Rated for 3+'],
] as const;

/** /details ('Google Play'): the app's store page with the download links of the channel call. */
export function StorePageView({ packageName, appDownloadLink, alternateChannelDownloadLink }: StorePageViewProps) {
  const ready = appDownloadLink !== '';
  return (
    <div style={{ minHeight: '100vh', background: palette.surface }}>
      <PageHeader title="Google Play" />
      <div style={{ padding: 16, display: 'grid', gap: 16 }}>
        <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <AppIcon />
          <div>
            <h2 style={{ margin: 0 }}>Pocket</h2>
            <div style={{ color: palette.storeGreen, fontWeight: 600 }}>Pocket Finance Zambia</div>
            <small style={{ color: palette.textSecondary }}>Contains ads · In-app purchases</small>
          </div>
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-around', textAlign: 'center' }}>
          {stats.map(([value, label]) => (
            <div key={label}>
              <strong>{value}</strong>
              <div style={{ fontSize: 12, color: palette.textSecondary }}>{label}</div>
            </div>
          ))}
        </div>
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
            A Pocket Wallet For All Zambians. Borrow from K200 with a phone number and your NRC, repay by MTN or Airtel
            mobile money, extend a bill when you need more time, and earn coupons by repaying on time.
          </p>
        </section>
        <Cell.Group title="App info">
          <Cell title="Package" value={packageName || '—'} />
          <Cell title="Offered by" value="Pocket Finance Zambia" />
        </Cell.Group>
      </div>
    </div>
  );
}
