// Both catalogues at once, for tests (apps/web's borrower-texts.test.ts); the app loads one through `loadTexts`.
import bem from './bem';
import ny from './ny';

export const catalogues = { bem, ny };
export { REVIEWED, reviewOf } from './review';
