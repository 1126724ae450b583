import type { ApiFailure } from '@pocket/api-client/errors';

/** The server's msg of a failed call, or a plain fallback when there is none (network). */
export const failureText = (error: unknown): string => (error as ApiFailure | undefined)?.msg || 'Loading failed, please try again';
