import { useEffect, useRef, useState } from 'react';

import { useText } from '@pocket/app-core/i18n';
import { showMessageToast } from '@pocket/ui-kit/progress-toast';
import { useLoadingToast } from '@pocket/ui-kit/use-loading-toast';

import { useGetInviteQuery } from '../api/get-invite';
import { failureText } from '../model/failure-text';
import { inviteLink } from '../model/invite-link';
import { drawPoster } from '../model/poster-image';
import { downloadBlob, shareImage } from '../model/share-image';
import { useRequireLogin } from '../model/use-require-login';
import { PosterView } from '../ui/poster-view';

const FILE = 'pocket-invite.png';
const canShareFiles = () => typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [new File([''], FILE, { type: 'image/png' })] });

/** Route component of /activity/poster. */
export default function PosterPage() {
  const { loggedIn, guard } = useRequireLogin();
  const t = useText();
  const invite = useGetInviteQuery(undefined, { skip: !loggedIn });
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [poster, setPoster] = useState<{ blob: Blob; url: string } | null>(null);
  const link = invite.data ? inviteLink(window.location.origin, invite.data.inviteCode) : '';
  useLoadingToast(invite.isLoading);

  useEffect(() => {
    if (!invite.data) return;
    let url = '';
    canvas.current ??= document.createElement('canvas');
    drawPoster(canvas.current, { inviteLink: link, inviteCode: invite.data.inviteCode }, t)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setPoster({ blob, url });
      })
      .catch((error: Error) => showMessageToast(error.message));
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [invite.data, link, t]);

  return (
    <PosterView
      loggedIn={loggedIn}
      invite={invite.data ?? null}
      link={link}
      loading={invite.isLoading}
      error={invite.isError ? failureText(invite.error, t) : null}
      posterUrl={poster?.url ?? null}
      canShare={canShareFiles()}
      onRetry={() => void invite.refetch()}
      onLogin={() => guard(() => undefined)}
      onSave={() => {
        if (poster) downloadBlob(poster.blob, FILE);
      }}
      onShare={() => {
        if (poster) void shareImage(poster.blob, FILE, t('Join Pocket with my link and get K20 off your first bill: {link}', { link }));
      }}
    />
  );
}
