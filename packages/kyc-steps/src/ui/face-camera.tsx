import type { Ref } from 'react';
import { Button, Progress } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { palette } from '@pocket/ui-kit/palette';

import type { CameraStatus } from '../lib/camera/use-camera';
import type { PhotoUploadState } from '../lib/image/use-photo-upload';
import { uploadFailure } from './upload-failure';

export const CAMERA_TEXT: Record<Exclude<CameraStatus, 'live'>, string> = {
  starting: 'Opening the front camera...',
  refused:
    'Camera access was refused. Allow the camera for this site in your browser settings and tap Try again, or take a selfie and upload it instead.',
  missing: 'No front camera was found on this device. Take a selfie with another app and upload it instead.',
  unsupported: 'This browser cannot open the camera. Take a selfie and upload it instead.',
  failed: 'The camera could not start. Tap Try again, or upload a selfie instead.',
};

export type FaceCameraProps = {
  status: CameraStatus;
  videoRef: Ref<HTMLVideoElement>;
  upload: PhotoUploadState;
  canRetryUpload: boolean;
  onCapture: () => void;
  onRetryCamera: () => void;
  onRetryUpload: () => void;
  onSelfieFile: (file: File) => void;
};

/** /face/face-recognition: live front camera with an oval guide, or a clear way out when there is no camera. */
export function FaceCamera(props: FaceCameraProps) {
  const { status, videoRef, upload, canRetryUpload, onCapture, onRetryCamera, onRetryUpload, onSelfieFile } = props;
  const busy = upload.status === 'compressing' || upload.status === 'uploading';
  const t = useText();
  return (
    <section style={{ padding: 16, textAlign: 'center' }}>
      <div style={{ position: 'relative', margin: '0 auto', width: 240, height: 320, borderRadius: '50%', overflow: 'hidden', background: palette.illustrationCamera }}>
        <video
          ref={videoRef}
          data-testid="face-video"
          playsInline
          muted
          autoPlay
          style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)', display: status === 'live' ? 'block' : 'none' }}
        />
      </div>
      {status === 'live' ? (
        <p>{t('Keep your face inside the oval, look straight at the camera and hold still.')}</p>
      ) : (
        <p role={status === 'starting' ? 'status' : 'alert'}>{t(CAMERA_TEXT[status])}</p>
      )}
      {upload.status === 'compressing' ? <p role="status">{t('Preparing photo...')}</p> : null}
      {upload.status === 'uploading' ? (
        <div role="status" aria-label={t('Uploading selfie')}>
          <Progress percentage={upload.percent} />
        </div>
      ) : null}
      {upload.status === 'failed' ? (
        <p role="alert" style={{ color: palette.danger }}>
          {uploadFailure(upload, t)}
        </p>
      ) : null}
      <div style={{ display: 'grid', gap: 12, paddingTop: 16 }}>
        {status === 'live' ? (
          <Button type="primary" block round loading={busy} disabled={busy} onClick={onCapture}>
            {t('Take photo')}
          </Button>
        ) : null}
        {canRetryUpload ? (
          <Button type="primary" block round onClick={onRetryUpload}>
            {t('Retry upload')}
          </Button>
        ) : null}
        {status === 'refused' || status === 'failed' ? (
          <Button block round onClick={onRetryCamera}>
            {t('Try again')}
          </Button>
        ) : null}
        {status !== 'live' && status !== 'starting' ? (
          <label className="rv-button rv-button--default rv-button--block rv-button--round" style={{ lineHeight: '44px' }}>
            {t('Upload a selfie')}
            <input
              type="file"
              accept="image/*"
              capture="user"
              hidden
              disabled={busy}
              aria-label={t('Upload a selfie')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onSelfieFile(file);
              }}
            />
          </label>
        ) : null}
      </div>
    </section>
  );
}
