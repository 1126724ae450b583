import type { FeatureModule } from '@pocket/app-core/feature-module';
import { authLoginFeature } from '@pocket/auth-login/feature';
import { pwaFeature } from '@pocket/pwa/feature';

/**
 * Every feature the shell composes. When a feature package gains its `feature.ts`, add it here (one import, one
 * entry); pages no feature provides yet show a placeholder.
 */
export const features: readonly FeatureModule[] = [authLoginFeature, pwaFeature];
