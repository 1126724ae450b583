// Public API of persistence (named re-exports only, no barrels). See docs/decisions/0017-redux-persist-field-storage.md.
export { APP_STATE_LAYOUT, persistedAppState, restoreAppState } from '../app-state/app-state.persist';
export { COOKIE_MAX_AGE_S, COOKIE_VALUE_BUDGET, OVERFLOW_PREFIX, fieldStorage } from './field-storage';
export type { FieldLayout, FieldPlace, PersistStorage, Stores } from './field-storage';
export { PERSIST_ACTIONS, browserStores, persistSlices, persistedSlice, rehydrate } from './persisted-slice';
export type { PersistedSlice, SlicePersistence } from './persisted-slice';
export { documentCookieJar } from '../app-state/cookie-jar';
export type { CookieJar } from '../app-state/cookie-jar';
