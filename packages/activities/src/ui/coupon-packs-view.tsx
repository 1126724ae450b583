import { Button, Tag } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { CouponPack } from '@pocket/contracts/api/activities';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';
import { palette } from '@pocket/ui-kit/palette';

export interface CouponPacksViewProps {
  packs: CouponPack[] | null;
  loading: boolean;
  error: string | null;
  /** The pack being claimed (its button spins). */
  claiming: number | null;
  onRetry: () => void;
  onClaim: (pack: CouponPack) => void;
  onViewCoupons: () => void;
}

function PackCard({ pack, claiming, onClaim }: { pack: CouponPack; claiming: boolean; onClaim: () => void }) {
  const t = useText();
  return (
    <article aria-label={pack.name} style={{ background: palette.surface, borderRadius: 12, padding: 16, display: 'grid', gap: 8 }}>
      <h2 style={{ margin: 0, fontSize: 17 }}>{pack.name}</h2>
      <p style={{ margin: 0, color: palette.textSecondary }}>{pack.description}</p>
      <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        {pack.coupons.map((c, i) => (
          <Tag key={`${c}-${i}`} type="warning" plain>
            {c}
          </Tag>
        ))}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <small style={{ color: palette.textSecondary }}>{t('Claim by {date}', { date: pack.validUntil })}</small>
        <Button size="small" round type="primary" loading={claiming} disabled={pack.claimed || pack.exhausted} onClick={onClaim}>
          {t(pack.claimed ? 'Claimed' : pack.exhausted ? 'All claimed' : 'Claim')}
        </Button>
      </div>
    </article>
  );
}

/** /activity/couponBenefit: the coupon packs on offer, each claimable once. */
export function CouponPacksView({ packs, loading, error, claiming, onRetry, onClaim, onViewCoupons }: CouponPacksViewProps) {
  const t = useText();
  return (
    <div style={{ minHeight: '100vh', background: palette.activitySurface }}>
      <PageHeader title={t('Coupon Benefit')} />
      <PageState loading={loading} error={error} onRetry={onRetry} empty={packs && packs.length === 0 ? t('No coupon packs on offer right now. Come back soon') : null}>
        <div style={{ padding: 16, display: 'grid', gap: 12 }}>
          {packs?.map((p) => <PackCard key={p.id} pack={p} claiming={claiming === p.id} onClaim={() => onClaim(p)} />)}
          <Button round block plain type="primary" onClick={onViewCoupons}>
            {t('My coupons')}
          </Button>
        </div>
      </PageState>
    </div>
  );
}
