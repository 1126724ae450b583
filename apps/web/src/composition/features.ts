import { accountFeature } from '@pocket/account/feature';
import { activitiesFeature } from '@pocket/activities/feature';
import type { FeatureModule } from '@pocket/app-core/feature-module';
import { authLoginFeature } from '@pocket/auth-login/feature';
import { borrowFeature } from '@pocket/borrow/feature';
import { extensionFeature } from '@pocket/extension/feature';
import { kycStepsFeature } from '@pocket/kyc-steps/feature';
import { pwaFeature } from '@pocket/pwa/feature';
import { repaymentFeature } from '@pocket/repayment/feature';
import { stageFeature } from '@pocket/stage/feature';
import { vipFeature } from '@pocket/vip/feature';

/**
 * Every feature the shell composes. When a feature package gains its `feature.ts`, add it here (one import, one
 * entry); pages no feature provides yet show a placeholder.
 */
export const features: readonly FeatureModule[] = [
  authLoginFeature,
  accountFeature,
  kycStepsFeature,
  borrowFeature,
  repaymentFeature,
  extensionFeature,
  stageFeature,
  pwaFeature,
  vipFeature,
  activitiesFeature,
];
