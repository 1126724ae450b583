import type { ApiFailure } from '@pocket/api-client/errors';
import type { Say } from '@pocket/app-core/i18n';

/** The server's msg of a failed call (in the `lang` header's language), or a plain fallback said with `t` when there is none (network). */
export const failureText = (error: unknown, t: Say): string => (error as ApiFailure | undefined)?.msg || t('Loading failed, please try again');
