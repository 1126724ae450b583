import { Button } from 'react-vant';

import { useText, type Say } from '@pocket/app-core/i18n';
import type { StageIndex, StageOrder, StagePhone } from '@pocket/contracts/api/stage';
import { formatKwacha } from '@pocket/contracts/money';
import { Empty } from '@pocket/ui-kit/empty';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { palette } from '@pocket/ui-kit/palette';

import { DepositProgress } from './deposit-progress';
import { PhoneCard } from './phone-card';
import { PhoneOffer } from './phone-offer';
import { StageOrderCard } from './stage-order-card';

export type StageDetailsViewProps = {
  index: StageIndex | null;
  error?: string | null;
  onRetry?: () => void;
  chosen: StagePhone | null;
  onChoose: (phoneId: number) => void;
  onBack: () => void;
  /** The order whose deposit was just paid, followed until final. */
  tracked: StageOrder | null;
  paying?: boolean;
  defaultMobile: string;
  onPay: (phone: StagePhone, mobile: string) => void;
  onOpenBills: (orderId: number) => void;
  onTryAgain: () => void;
};

const OPEN = ['AWAITING_DEPOSIT', 'REPAYING', 'OVERDUE'];

/** Why the chosen phone cannot be ordered now, said before the borrower pays anything. */
export function refusalOf(index: StageIndex | null, phone: StagePhone, t: Say): string | null {
  if (index?.orders?.some((o) => OPEN.includes(o.status))) return t('You already have a phone order in progress. Please pay it off before ordering another phone');
  if (index?.availableLimit != null && phone.financed > index.availableLimit) {
    return t('The amount to pay in stages ({financed}) is above your available limit of {limit}', { financed: formatKwacha(phone.financed), limit: formatKwacha(index.availableLimit) });
  }
  return null;
}

/** /stage-details: the borrower's stage orders and the catalogue; a chosen phone's full cost; the deposit's progress. */
export function StageDetailsView(props: StageDetailsViewProps) {
  const { index, error, onRetry, chosen, tracked } = props;
  const t = useText();
  let body;
  if (tracked) body = <DepositProgress order={tracked} onOpenBills={props.onOpenBills} onTryAgain={props.onTryAgain} />;
  else if (chosen) body = <PhoneOffer phone={chosen} defaultMobile={props.defaultMobile} refusal={refusalOf(index, chosen, t)} submitting={props.paying ?? false} onPay={(m) => props.onPay(chosen, m)} />;
  else if (error)
    body = (
      <Empty image="error" description={error}>
        <Button round type="primary" size="small" onClick={onRetry}>
          {t('Retry')}
        </Button>
      </Empty>
    );
  else if (index)
    body = (
      <>
        {index.orders && index.orders.length > 0 && (
          <section data-testid="stage-orders">
            <h2 style={{ margin: '12px 16px 0', fontSize: 15 }}>{t('My phone orders')}</h2>
            {index.orders.map((o) => (
              <StageOrderCard key={o.orderId} order={o} onOpenBills={props.onOpenBills} />
            ))}
          </section>
        )}
        <section data-testid="stage-catalogue">
          <h2 style={{ margin: '12px 16px 0', fontSize: 15 }}>{t('Phones on stages')}</h2>
          <p style={{ margin: '4px 16px', fontSize: 13, color: palette.textSecondary }}>{t('Pay a deposit, collect the phone at the shop, pay the rest in stages.')}</p>
          {index.phones.map((p) => (
            <PhoneCard key={p.phoneId} phone={p} onChoose={props.onChoose} />
          ))}
        </section>
      </>
    );
  return (
    <div data-testid="stage-details" style={{ background: palette.page, minHeight: '100vh' }}>
      <PageHeader title={t('Details')} {...(chosen || tracked ? { onBack: props.onBack } : {})} />
      {body}
    </div>
  );
}
