import { moneyFromWire } from '@pocket/contracts/money/wire-fields';

/**
 * A fixture written as the wire carries it (Kwacha, what the fake API answers) as the app reads it once the api client
 * has read it (ngwee, decision 0041): for stories and tests that hand data to a view or a model directly, so they show
 * the same amounts as the page. A copy: the fixture itself is not changed.
 */
export const inside = <T>(wire: unknown): T => moneyFromWire<T>(structuredClone(wire));
