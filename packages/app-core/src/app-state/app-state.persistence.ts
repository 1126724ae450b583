import type { OverlaysState } from '../overlays/overlays.slice';
import { channelFromQuery, createDefaultAppState, inviteFromQuery } from './app-state.defaults';
import type { Environment } from './app-state.defaults';
import { showFlagOf } from './app-state.slice';
import { BUILD_FIELDS, readField, writeField } from './app-state.storage';
import type { Stores } from './app-state.storage';
import type { AppState } from './app-state.types';
import { documentCookieJar } from './cookie-jar';

export function browserStores(): Stores {
  return { cookies: documentCookieJar(), local: window.localStorage };
}

/**
 * The app state a visit starts with: defaults, overlaid with what cookies and localStorage kept, then the channel
 * from the query string (it wins over a stored one). A missing uid or deviceId is created and stored at once.
 */
export function loadAppState(stores: Stores, env?: Environment): AppState {
  const state = createDefaultAppState(env);
  const record = state as unknown as Record<string, unknown>;
  for (const field of Object.keys(state) as (keyof AppState)[]) {
    if (BUILD_FIELDS.has(field)) continue;
    const stored = readField(field, stores);
    if (stored !== undefined) record[field] = stored.value;
  }
  const queryChannel = channelFromQuery(env?.search ?? (typeof window === 'undefined' ? '' : window.location.search));
  if (queryChannel) state.appChannelCode = queryChannel;
  const queryInvite = inviteFromQuery(env?.search ?? (typeof window === 'undefined' ? '' : window.location.search));
  if (queryInvite && !state.token) state.inviteCode = queryInvite;
  for (const field of Object.keys(state) as (keyof AppState)[]) writeField(field, state[field], stores);
  return state;
}

/** Writes the fields that changed between two app states. */
export function saveAppStateChanges(previous: AppState | undefined, next: AppState, stores: Stores): void {
  for (const field of Object.keys(next) as (keyof AppState)[]) {
    if (previous === undefined || previous[field] !== next[field]) writeField(field, next[field], stores);
  }
}

interface ObservableStore {
  getState(): { appState: AppState };
  subscribe(listener: () => void): () => void;
}

/** Keeps cookies and localStorage in step with the app state; returns the unsubscribe. */
export function persistAppState(store: ObservableStore, stores: Stores = browserStores()): () => void {
  let previous = store.getState().appState;
  return store.subscribe(() => {
    const next = store.getState().appState;
    if (next === previous) return;
    saveAppStateChanges(previous, next, stores);
    previous = next;
  });
}

/** Overlays whose show flag was kept open last visit reopen, as the persisted flag says. */
export function overlaysFromAppState(state: AppState): OverlaysState {
  const overlays: OverlaysState = {};
  for (const [id, flag] of Object.entries(showFlagOf) as [keyof typeof showFlagOf, keyof AppState][]) {
    if (state[flag] !== true) continue;
    const params = id === 'vipPayment' && state.vipPaymentParams ? { ...state.vipPaymentParams } : undefined;
    overlays[id] = { open: true, params };
  }
  return overlays;
}

/** Preloaded state of the two core slices for `configureStore` at start-up. */
export function loadCoreState(stores: Stores = browserStores(), env?: Environment) {
  const appState = loadAppState(stores, env);
  return { appState, overlays: overlaysFromAppState(appState) };
}
