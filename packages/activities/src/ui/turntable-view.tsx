import { useRef, useState } from 'react';
import { Button, Cell } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { SpinData, TurntableData } from '@pocket/contracts/api/activities';
import { PocketDialog } from '@pocket/ui-kit/dialog';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';
import { palette } from '@pocket/ui-kit/palette';

import { PrizeWheel } from './prize-wheel';
import type { PrizeWheelHandle } from './prize-wheel';

export interface TurntableViewProps {
  data: TurntableData | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Asks the server for a spin; null when it was refused (the refusal was already told). */
  onSpin: () => Promise<SpinData | null>;
  /** Not logged in: opens the login panel instead of spinning. */
  onLogin: () => void;
  onViewCoupons: () => void;
  /** The wheel stopped and the result was shown: reload spins left and history. */
  onSettled: () => void;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Lusaka' });

/** /activity/turntable: the wheel turns while the server draws and stops on the prize it chose. */
export function TurntableView({ data, loading, error, onRetry, onSpin, onLogin, onViewCoupons, onSettled }: TurntableViewProps) {
  const wheel = useRef<PrizeWheelHandle>(null);
  const t = useText();
  const [spinning, setSpinning] = useState(false);
  const pending = useRef<SpinData | null>(null);
  const [result, setResult] = useState<SpinData | null>(null);

  const spin = async () => {
    if (!data?.loggedIn) return onLogin();
    if (spinning || data.spinsLeft === 0) return;
    setSpinning(true);
    wheel.current?.play();
    const answer = await onSpin();
    if (!answer) {
      wheel.current?.reset();
      setSpinning(false);
      return;
    }
    pending.current = answer;
    wheel.current?.stop(answer.prizeIndex);
  };
  const ended = () => {
    setSpinning(false);
    setResult(pending.current);
    pending.current = null;
  };
  const close = () => {
    setResult(null);
    onSettled();
  };

  const spinsLeft = data?.spinsLeft ?? 0;
  return (
    <div style={{ minHeight: '100vh', background: `linear-gradient(${palette.activityGlow}, ${palette.activitySurface})` }}>
      <PageHeader title={t('Turntable Activities')} />
      <PageState loading={loading} error={error} onRetry={onRetry}>
        {data && (
          <div style={{ padding: 16, display: 'grid', gap: 16 }}>
            <p style={{ textAlign: 'center', margin: 0, color: palette.activityInk }}>
              {t('A free spin every day, and one more for each bill you pay on time. Prizes are coupons for your bills.')}
            </p>
            <PrizeWheel ref={wheel} prizes={data.prizes} onStart={() => void spin()} onEnd={ended} />
            {data.loggedIn ? (
              <>
                <p role="status" style={{ textAlign: 'center', margin: 0, fontWeight: 700 }}>
                  {spinsLeft === 1 ? t('1 spin left') : t('{count} spins left', { count: spinsLeft })}
                </p>
                <Button type="primary" round block loading={spinning} disabled={spinning || spinsLeft === 0} onClick={() => void spin()}>
                  {t(spinsLeft === 0 ? 'Come back tomorrow' : 'Spin')}
                </Button>
              </>
            ) : (
              <Button type="primary" round block onClick={onLogin}>
                {t('Log in to spin')}
              </Button>
            )}
            {data.loggedIn && (
              <Cell.Group title={t('My prizes')} inset>
                {data.history.length === 0 && <Cell title={t('No spins yet')} />}
                {data.history.map((h) => (
                  <Cell key={h.spinId} title={h.won ? h.couponName : h.label} label={when(h.at)} value={h.won ? t('In Coupon') : ''} />
                ))}
              </Cell.Group>
            )}
          </div>
        )}
      </PageState>
      <PocketDialog
        visible={result !== null}
        title={t(result?.won ? 'Congratulations!' : 'Thanks for playing')}
        message={result?.won ? t('You won {coupon}. It is waiting for you under Coupon.', { coupon: result.couponName ?? '' }) : t('No prize this time. Try again with your next spin.')}
        showCancelButton={result?.won ?? false}
        cancelButtonText={t('OK')}
        confirmButtonText={t(result?.won ? 'View coupons' : 'OK')}
        onCancel={close}
        onConfirm={() => {
          const won = result?.won;
          close();
          if (won) onViewCoupons();
        }}
      />
    </div>
  );
}
