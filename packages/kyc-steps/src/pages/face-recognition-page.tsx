import { useEffect } from 'react';

import { useText } from '@pocket/app-core/i18n';
import { paths } from '@pocket/app-core/routes';

import { useAddOrUpdateUserAuthInfoMutation } from '../api/save-auth-info';
import { captureFrame } from '../lib/camera/capture-frame';
import { useCamera } from '../lib/camera/use-camera';
import { useAuthSteps, useKycFlow } from '../lib/flow/use-kyc-flow';
import { useStepGate } from '../lib/flow/use-step-gate';
import { useTrack } from '../lib/flow/use-track';
import { uploadPhoto } from '../lib/image/upload-photo';
import { usePhotoUpload } from '../lib/image/use-photo-upload';
import { FaceCamera } from '../ui/face-camera';
import { PageFrame } from './page-frame';

/** /face/face-recognition: a selfie from the front camera (or, without one, from the phone's own camera app). */
export default function FaceRecognitionPage() {
  const steps = useAuthSteps();
  const flow = useKycFlow();
  useStepGate(steps.data, 'face', flow.returnTo);
  const track = useTrack('faceRecognition');
  const camera = useCamera();
  const [save] = useAddOrUpdateUserAuthInfoMutation();
  const upload = usePhotoUpload({
    upload: uploadPhoto,
    onUploaded: (faceImageId) => {
      track('photo', 'face');
      void save({ type: 'face', faceImageId })
        .unwrap()
        .then(() => {
          track('saved');
          camera.stop();
          return flow.goTo(paths.faceSuccess);
        })
        .catch(() => track('failed'));
    },
  });
  const { status } = camera;
  useEffect(() => {
    if (status === 'refused' || status === 'missing' || status === 'unsupported') track('cameraRefused', status);
  }, [status, track]);
  const capture = async () => {
    const video = camera.videoRef.current;
    if (!video) return;
    await upload.sendPrepared(await captureFrame(video));
  };
  const t = useText();
  return (
    <PageFrame title={t('Confirm Identity')} progress="Face">
      <FaceCamera
        status={camera.status}
        videoRef={camera.videoRef}
        upload={upload.state}
        canRetryUpload={upload.canRetry}
        onCapture={() => void capture()}
        onRetryCamera={() => void camera.start()}
        onRetryUpload={() => void upload.retry()}
        onSelfieFile={(file) => void upload.choose(file)}
      />
    </PageFrame>
  );
}
