// Tracking points of the KYC pages (buriedPointV2). The spec fixes only the PWA popup's ids (pageId 9); the KYC pages
// take 20-27 so that the funnel (viewed -> submitted -> saved, and where a step fails) can be read per page.
import type { KycStep } from './step-routing';

export const KYC_PAGE = {
  identity: { pageId: 20, pageName: 'Identity Information' },
  base: { pageId: 21, pageName: 'Personal information' },
  linkman: { pageId: 22, pageName: 'Emergency Contact' },
  work: { pageId: 23, pageName: 'Work Information' },
  questionnaire: { pageId: 24, pageName: 'Questionnaire' },
  faceStart: { pageId: 25, pageName: 'Confirm Identity' },
  faceRecognition: { pageId: 26, pageName: 'Face Recognition' },
  faceSuccess: { pageId: 27, pageName: 'Successful' },
} as const satisfies Record<KycStep | 'faceRecognition' | 'faceSuccess', { pageId: number; pageName: string }>;

export type KycPage = keyof typeof KYC_PAGE;

export const KYC_ACTION = {
  view: { actionId: 1, actionName: 'view' },
  submit: { actionId: 2, actionName: 'submit' },
  invalid: { actionId: 3, actionName: 'invalid' },
  saved: { actionId: 4, actionName: 'saved' },
  failed: { actionId: 5, actionName: 'failed' },
  photo: { actionId: 6, actionName: 'photo' },
  consent: { actionId: 7, actionName: 'consent' },
  cameraRefused: { actionId: 8, actionName: 'camera_refused' },
} as const;

export type KycAction = keyof typeof KYC_ACTION;
