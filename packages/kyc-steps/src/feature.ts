import type { FeatureModule } from '@pocket/app-core/feature-module';

/** KYC: the /authentication/* steps and /face/* verification, each page in its own chunk. */
export const kycStepsFeature: FeatureModule = {
  name: 'kyc-steps',
  pages: {
    authIdentity: () => import('./pages/identity-page'),
    authBase: () => import('./pages/base-page'),
    authLinkman: () => import('./pages/linkman-page'),
    authWork: () => import('./pages/work-page'),
    authQuestionnaire: () => import('./pages/questionnaire-page'),
    faceStart: () => import('./pages/face-start-page'),
    faceRecognition: () => import('./pages/face-recognition-page'),
    faceSuccess: () => import('./pages/face-success-page'),
  },
};

export default kycStepsFeature;
