import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { fn } from 'storybook/test';

import { FaceCamera } from './face-camera';
import { FaceConsent } from './face-consent';
import { FaceSuccess } from './face-success';

const meta: Meta<typeof FaceCamera> = {
  title: 'kyc-steps/Face verification',
  component: FaceCamera,
  // The camera's video element is a ref of the story's own, not an arg: args are kept as JSON, and the element in a
  // ref made a cycle Storybook warned of.
  render: function Camera(args) {
    const videoRef = useRef<HTMLVideoElement | null>(null);
    return <FaceCamera {...args} videoRef={videoRef} />;
  },
  args: {
    status: 'live',
    upload: { status: 'idle' },
    canRetryUpload: false,
    onCapture: fn(),
    onRetryCamera: fn(),
    onRetryUpload: fn(),
    onSelfieFile: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof FaceCamera>;

export const Consent: Story = { render: () => <FaceConsent onStart={fn()} /> };
export const CameraStarting: Story = { args: { status: 'starting' } };
export const CameraLive: Story = {};
export const CameraRefused: Story = { args: { status: 'refused' } };
export const NoCamera: Story = { args: { status: 'missing' } };
export const Uploading: Story = { args: { upload: { status: 'uploading', percent: 64, attempt: 1 } } };
export const UploadFailed: Story = {
  args: {
    status: 'refused',
    canRetryUpload: true,
    upload: { status: 'failed', problem: 'unsent' },
  },
};
export const Successful: Story = { render: () => <FaceSuccess onContinue={fn()} onQuestionnaire={fn()} /> };
