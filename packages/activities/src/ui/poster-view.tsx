import { Button, Cell, Loading } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import type { InviteData } from '@pocket/contracts/api/activities';
import { Empty } from '@pocket/ui-kit/empty';
import { PageHeader } from '@pocket/ui-kit/page-header';
import { PageState } from '@pocket/ui-kit/page-state';
import { palette } from '@pocket/ui-kit/palette';

export interface PosterViewProps {
  loggedIn: boolean;
  invite: InviteData | null;
  link: string;
  loading: boolean;
  error: string | null;
  /** The rendered poster (an image URL), null while it is being drawn. */
  posterUrl: string | null;
  onRetry: () => void;
  onLogin: () => void;
  onSave: () => void;
  onShare: () => void;
  canShare: boolean;
}

/** /activity/poster: the referral poster (invite link as a QR code) to save or share. */
export function PosterView({ loggedIn, invite, link, loading, error, posterUrl, onRetry, onLogin, onSave, onShare, canShare }: PosterViewProps) {
  const t = useText();
  return (
    <div style={{ minHeight: '100vh', background: palette.activitySurface }}>
      <PageHeader title={t('Invite Friends')} />
      {!loggedIn ? (
        <Empty description={t('Log in to get your own invite link and poster. Friends who join through it get K20 off their first bill.')}>
          <Button type="primary" round onClick={onLogin}>
            {t('Log in')}
          </Button>
        </Empty>
      ) : (
        <PageState loading={loading} error={error} onRetry={onRetry}>
          {invite && (
            <div style={{ padding: 16, display: 'grid', gap: 12 }}>
              <p style={{ margin: 0, textAlign: 'center' }}>
                {t('When a friend joins with your link and repays their first loan on time, you get {reward}.', { reward: invite.rewardCoupon })}
              </p>
              <div style={{ display: 'flex', justifyContent: 'center', minHeight: 240, alignItems: 'center' }}>
                {posterUrl ? (
                  <img src={posterUrl} alt={t('Invite poster with the QR code of {link}', { link })} style={{ width: '80%', maxWidth: 360, borderRadius: 12, boxShadow: `0 4px 16px ${palette.shadow}` }} />
                ) : (
                  <Loading vertical>{t('Drawing your poster...')}</Loading>
                )}
              </div>
              <Button type="primary" round block disabled={!posterUrl} onClick={onSave}>
                {t('Save poster')}
              </Button>
              {canShare && (
                <Button round block plain type="primary" disabled={!posterUrl} onClick={onShare}>
                  {t('Share poster')}
                </Button>
              )}
              <Cell.Group inset>
                <Cell title={t('Invite code')} value={invite.inviteCode} />
                <Cell title={t('Invite link')} label={link} />
                <Cell title={t('Friends joined')} value={String(invite.invited)} />
                <Cell title={t('Rewards earned')} value={String(invite.rewarded)} />
              </Cell.Group>
            </div>
          )}
        </PageState>
      )}
    </div>
  );
}
