import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraStatus = 'starting' | 'live' | 'refused' | 'missing' | 'unsupported' | 'failed';

/** Why getUserMedia failed, in the terms the page explains to the borrower. */
export function cameraFailure(error: unknown): CameraStatus {
  const name = (error as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  return 'failed';
}

type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia'>;

/** The front camera in a <video>; stopped when the page leaves. `start` asks again after a refusal. */
export function useCamera(
  mediaDevices: MediaDevicesLike | undefined = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices,
) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [status, setStatus] = useState<CameraStatus>(mediaDevices?.getUserMedia ? 'starting' : 'unsupported');

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  const start = useCallback(async () => {
    if (!mediaDevices?.getUserMedia) return setStatus('unsupported');
    setStatus('starting');
    stop();
    try {
      const stream = await mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 720 }, height: { ideal: 960 } },
        audio: false,
      });
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => undefined);
      }
      setStatus('live');
    } catch (error) {
      setStatus(cameraFailure(error));
    }
  }, [mediaDevices, stop]);

  useEffect(() => {
    // Asking for the camera is what this page is for; the refusal path offers a retry and a gallery selfie.
    void start();
    return stop;
  }, [start, stop]);

  return { videoRef, status, start, stop };
}
