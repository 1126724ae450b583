import { useNavigate } from '@tanstack/react-router';
import { Cell } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';

/** homeOffers slot on /home: the way to the prize wheel, the coupon packs and the invite poster. */
export default function ActivityOffers() {
  const navigate = useNavigate();
  const t = useText();
  return (
    <Cell.Group inset title={t('Activities')}>
      <Cell title={t('Spin the wheel')} label={t('A free spin every day, prizes up to K50 off')} isLink onClick={() => void navigate({ to: '/activity/turntable' })} />
      <Cell title={t('Coupon packs')} label={t('Claim coupons for your next bill')} isLink onClick={() => void navigate({ to: '/activity/couponBenefit' })} />
      <Cell title={t('Invite friends')} label={t('Get K30 off when a friend repays on time')} isLink onClick={() => void navigate({ to: '/activity/poster' })} />
    </Cell.Group>
  );
}
