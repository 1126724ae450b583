import { useState } from 'react';
import { Button, Field } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { Empty } from '@pocket/ui-kit/empty';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { palette } from '@pocket/ui-kit/palette';

import type { ClaimOutcome } from '../model/use-claim';

export interface GetCouponViewProps {
  /** The code from the link (`/gc?code=...`), or '' when the link had none. */
  initialCode: string;
  loggedIn: boolean;
  claiming: boolean;
  outcome: ClaimOutcome | null;
  onClaim: (code: string) => void;
  onViewCoupons: () => void;
  onBrowsePacks: () => void;
}

/** /gc ('GetCoupon'): claim a coupon pack by the code of a link (or typed). */
export function GetCouponView({ initialCode, loggedIn, claiming, outcome, onClaim, onViewCoupons, onBrowsePacks }: GetCouponViewProps) {
  const [code, setCode] = useState(initialCode);
  const t = useText();
  const [touched, setTouched] = useState(false);
  const missing = touched && code.trim() === '';
  return (
    <div style={{ minHeight: '100vh', background: palette.activitySurface }}>
      <PageHeader title={t('GetCoupon')} />
      {outcome?.ok ? (
        <Empty image="default" description={t('You got the {pack}: {coupons}.', { pack: outcome.pack.name, coupons: outcome.pack.coupons.join(', ') })}>
          <Button type="primary" round onClick={onViewCoupons}>
            {t('View my coupons')}
          </Button>
        </Empty>
      ) : (
        <div style={{ padding: 16, display: 'grid', gap: 16 }}>
          <p style={{ margin: 0 }}>{t('Enter the coupon code from your link or message to add its coupons to your account.')}</p>
          <Field
            label={t('Coupon code')}
            placeholder={t('e.g. {code}', { code: 'WELCOME2026' })}
            value={code}
            maxLength={40}
            onChange={(v) => setCode(v.toUpperCase())}
            errorMessage={missing ? t('Please enter a coupon code') : undefined}
          />
          {outcome && !outcome.ok && (
            <p role="alert" style={{ margin: 0, color: palette.danger }}>
              {outcome.message}
            </p>
          )}
          <Button
            type="primary"
            round
            block
            loading={claiming}
            onClick={() => {
              setTouched(true);
              if (code.trim() !== '') onClaim(code.trim());
            }}
          >
            {t(loggedIn ? 'Get coupons' : 'Log in to get coupons')}
          </Button>
          <Button round block plain type="primary" onClick={onBrowsePacks}>
            {t('See all coupon packs')}
          </Button>
        </div>
      )}
    </div>
  );
}
