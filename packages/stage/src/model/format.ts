import type { ApiFailure } from '@pocket/api-client/errors';
import { formatKwacha, toNgwee } from '@pocket/contracts/money';

/** Kwacha from the wire shown as the product shows money (`K1,050.50`). */
export const kwacha = (amount: number): string => formatKwacha(toNgwee(amount));

/** The server's msg of a failed call, or a plain fallback when there is none (network). */
export const failureText = (error: unknown): string => (error as ApiFailure | undefined)?.msg || 'Loading failed, please try again';
