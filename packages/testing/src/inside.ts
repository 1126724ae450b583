import { moneyFromWire } from '@pocket/contracts/money/wire-fields';

/**
 * A fixture written as the wire carries it (Kwacha, what the fake API answers) as the app reads it once the api client
 * has read it (ngwee, decision 0041): for stories and tests that hand data to a view or a model directly, so they show
 * the same amounts as the page. A copy made through JSON, as the wire makes one: the fixture itself is not changed, and an object it holds twice is
 * read twice as two objects (structuredClone would keep it one object, read as ngwee twice).
 */
export const inside = <T>(wire: unknown): T => moneyFromWire<T>(JSON.parse(JSON.stringify(wire)));
