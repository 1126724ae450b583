import { useNavigate } from '@tanstack/react-router';

import { usePayIntent } from '@pocket/api-client/pay-intent';
import { useText } from '@pocket/app-core/i18n';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { useGetTurntableQuery } from '../api/get-turntable';
import { useSpinMutation } from '../api/spin';
import { failureText } from '../model/failure-text';
import { useRequireLogin } from '../model/use-require-login';
import { TurntableView } from '../ui/turntable-view';

/** Route component of /activity/turntable ('Turntable Activities', anonymous; spinning needs login). */
export default function TurntablePage() {
  const navigate = useNavigate();
  const t = useText();
  const { loggedIn, guard } = useRequireLogin();
  const view = useGetTurntableQuery({ loggedIn });
  const [spin] = useSpinMutation();
  // One key per spin intent: a double tap or a retry after a time-out spends one spin.
  const { pay: spinOnce } = usePayIntent('turntable:spin', async (_body: null, idempotencyKey) => {
    const answer = await spin({ idempotencyKey });
    if ('data' in answer && answer.data) return { settled: true, value: answer.data };
    // A refusal (no spins left) was toasted by the API client and is final: the next tap is a new intent. A network
    // failure keeps the key, so a retry replays the spin the server may already have drawn.
    void view.refetch();
    return { settled: 'error' in answer && (answer.error as { code?: number }).code !== 0, value: null };
  });
  useLoadingToast(view.isLoading);
  return (
    <TurntableView
      data={view.data ?? null}
      loading={view.isLoading}
      error={view.isError ? failureText(view.error, t) : null}
      onRetry={() => void view.refetch()}
      onLogin={() => guard(() => undefined)}
      onSpin={async () => (await spinOnce(null)) ?? null}
      onViewCoupons={() => void navigate({ to: '/coupon' })}
      onSettled={() => void view.refetch()}
    />
  );
}
