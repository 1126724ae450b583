import { useId } from 'react';
import { Button, Progress } from 'react-vant';

import { useText } from '@pocket/app-core/i18n';
import { palette } from '@pocket/ui-kit/palette';

import type { PhotoUploadState } from '../lib/image/use-photo-upload';
import { uploadFailure } from './upload-failure';

export type PhotoPickerProps = {
  label: string;
  state: PhotoUploadState;
  /** Id of the photo already uploaded (kept in the draft across a reload). */
  uploadId: string;
  error?: string;
  canRetry: boolean;
  onChoose: (file: File) => void;
  onRetry: () => void;
};

/** One NRC side: take a photo with the camera or pick one from the gallery; shows progress, failure and Retry. */
export function PhotoPicker({ label, state, uploadId, error: fieldError, canRetry, onChoose, onRetry }: PhotoPickerProps) {
  const id = useId();
  const t = useText();
  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };
  const busy = state.status === 'compressing' || state.status === 'uploading';
  const preview = state.status === 'done' ? state.preview : null;
  return (
    <section className="kyc-photo" aria-label={label} style={{ padding: '12px 16px' }}>
      <h2 style={{ fontSize: 14, margin: '0 0 8px' }}>{label}</h2>
      {preview ? <img src={preview} alt={label} style={{ width: '100%', maxHeight: 180, objectFit: 'contain' }} /> : null}
      {uploadId && !busy ? <p style={{ color: palette.success, margin: '4px 0' }}>{t('Photo uploaded ✓')}</p> : null}
      {state.status === 'compressing' ? <p role="status">{t('Preparing photo...')}</p> : null}
      {state.status === 'uploading' ? (
        <div role="status" aria-label={t('Uploading {photo}', { photo: label })}>
          <Progress percentage={state.percent} />
          <p>{state.attempt > 1 ? t('Uploading {percent}% (attempt {attempt})', { percent: state.percent, attempt: state.attempt }) : t('Uploading {percent}%', { percent: state.percent })}</p>
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert" style={{ color: palette.danger }}>
          {uploadFailure(state, t)}
        </p>
      ) : null}
      {fieldError && state.status !== 'failed' && !uploadId ? (
        <p role="alert" style={{ color: palette.danger }}>
          {t(fieldError)}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <label htmlFor={`${id}-camera`} className="rv-button rv-button--default rv-button--small" style={{ padding: '0 12px', lineHeight: '32px' }}>
          {t('Take photo')}
        </label>
        <input id={`${id}-camera`} data-testid={`${label}-camera`} type="file" accept="image/*" capture="environment" hidden disabled={busy} onChange={pick} />
        <label htmlFor={`${id}-gallery`} className="rv-button rv-button--default rv-button--small" style={{ padding: '0 12px', lineHeight: '32px' }}>
          {t('From gallery')}
        </label>
        <input id={`${id}-gallery`} aria-label={t('{photo} from gallery', { photo: label })} type="file" accept="image/jpeg,image/png" hidden disabled={busy} onChange={pick} />
        {canRetry ? (
          <Button size="small" type="primary" nativeType="button" onClick={onRetry}>
            {t('Retry')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
