import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { Cell } from 'react-vant';

import { selectUserInfo } from '@pocket/app-core/app-state';
import { useAppSelector } from '@pocket/app-core/hooks';
import { useText } from '@pocket/app-core/i18n';
import { useOverlay } from '@pocket/app-core/overlays';
import { paths, routeTable } from '@pocket/app-core/routes';
import { FeatureSlot } from '@pocket/app-core/slots';
import { fromE164 } from '@pocket/contracts/validators';
import { MaskedPhone } from '@pocket/ui-kit/masked-phone';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { palette } from '@pocket/ui-kit/palette';


/** /me: who is logged in (phone masked), where to go from here, and the user's loans (from the 'meLoans' slot). */
export function MePage() {
  const navigate = useNavigate();
  const t = useText();
  const userInfo = useAppSelector(selectUserInfo);
  const creditScore = useOverlay('creditScore');
  // The loans are borrow's, rendered into this page through the 'meLoans' slot; the link only scrolls to them.
  const loansSection = useRef<HTMLElement>(null);
  const showLoans = () => loansSection.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const mobile = typeof userInfo?.mobile === 'string' ? fromE164(userInfo.mobile) : '';

  return (
    <div>
      <PageHeader title={t(routeTable.me.title)} back={false} />
      <section style={{ padding: '24px 16px', background: palette.bluePanel, color: palette.textOnColour }}>
        <div style={{ fontSize: 12 }}>{t('Account')}</div>
        <div data-testid="me-phone" style={{ fontSize: 22, fontWeight: 600 }}>
          {mobile ? <MaskedPhone mobile={mobile} /> : '—'}
        </div>
      </section>
      <Cell.Group>
        <Cell title={t('My Loans')} isLink onClick={showLoans} />
        <Cell title={t('Coupons')} isLink onClick={() => void navigate({ to: paths.coupon })} />
        <Cell title={t('Credit Score')} isLink onClick={() => creditScore.show()} />
        <Cell title={t('Loan Contract')} isLink onClick={() => void navigate({ to: paths.loanContract })} />
        <Cell title={t('Privacy Policy')} isLink onClick={() => void navigate({ to: paths.privacy })} />
        <Cell title={t('Settings')} isLink onClick={() => void navigate({ to: paths.set })} />
        <Cell title={t('Help')} label={t('Complaints and answers')} isLink onClick={() => void navigate({ to: paths.help })} />
      </Cell.Group>
      <section id="me-loans" ref={loansSection} data-testid="me-loans">
        <FeatureSlot id="meLoans" />
      </section>
    </div>
  );
}

export default MePage;
