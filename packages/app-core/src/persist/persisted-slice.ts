/// <reference types="redux-persist" />
import type { Reducer, Store } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/es/constants';
import persistReducer from 'redux-persist/es/persistReducer';
import persistStore from 'redux-persist/es/persistStore';
import type { PersistConfig, Persistor } from 'redux-persist/es/types';

import { documentCookieJar } from '../app-state/cookie-jar';
import type { FeatureSlice } from '../feature-module';
import { fieldStorage } from './field-storage';
import type { FieldLayout, Stores } from './field-storage';

/** redux-persist's own actions carry functions: the store's serializability check lets them through. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

export interface SlicePersistence<State = Record<string, unknown>> {
  /** Each persisted field and where it is kept; fields not named here live only in memory. */
  fields: FieldLayout<Extract<keyof State, string>>;
  /** Adjusts what was read back before it is merged into the slice's initial state (e.g. the query wins). */
  restore?: (stored: Partial<State>) => Partial<State>;
}

/** A slice that asks the shell to keep some of its fields between visits. */
export type PersistedSlice = FeatureSlice & { persist: SlicePersistence };

interface SliceLike<State> {
  reducerPath: string;
  reducer: Reducer<State>;
}

/**
 * Declares which fields of a slice outlive the page: `slices: [persistedSlice(mySlice, { fields: { a: 'cookie' } })]`
 * in a FeatureModule. The slice itself is unchanged (tests and stories use it as it is); the shell's store wraps it
 * with redux-persist when it persists (see createPocketStore's `persist`).
 */
export function persistedSlice<State>(slice: SliceLike<State>, persist: SlicePersistence<State>): PersistedSlice {
  return { reducerPath: slice.reducerPath, reducer: slice.reducer, persist: persist as SlicePersistence };
}

const isPersisted = (slice: FeatureSlice): slice is PersistedSlice => 'persist' in slice && slice.persist !== undefined;

export function browserStores(): Stores {
  return { cookies: documentCookieJar(), local: window.localStorage, session: window.sessionStorage };
}

/**
 * Wraps every persisted slice's reducer with redux-persist over the field storage. Two slices may not keep the same
 * field: cookies and localStorage keys are the field names (docs/product.md#app-state-and-entities), so a clash would mix their values.
 */
export function persistSlices<S extends FeatureSlice>(slices: S[], stores: () => Stores = browserStores): S[] {
  const owner = new Map<string, string>();
  return slices.map((slice) => {
    if (!isPersisted(slice)) return slice;
    for (const field of Object.keys(slice.persist.fields)) {
      const other = owner.get(field);
      if (other) throw new Error(`'${field}' is persisted by both ${other} and ${slice.reducerPath}`);
      owner.set(field, slice.reducerPath);
    }
    const { fields, restore } = slice.persist;
    const storage = fieldStorage(fields, stores);
    const config = {
      key: slice.reducerPath,
      storage: restore
        ? { ...storage, getItem: (key: string) => storage.getItem(key).then((found) => found && restore(found)) }
        : storage,
      whitelist: Object.keys(fields),
      serialize: false,
      deserialize: false,
      // Stored values are read within a tick; a broken storage must not hold the start-up for 5 s.
      timeout: 1000,
    } as PersistConfig<unknown>;
    return { ...slice, reducer: persistReducer(config, slice.reducer) };
  });
}

/** Starts redux-persist on a store; resolves once every persisted slice is rehydrated. */
export function rehydrate(store: Store, page: Pick<Window, 'addEventListener'> | undefined = globalThis.window): Promise<Persistor> {
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
    // redux-persist writes a change one field per timer tick; a page left or reloaded within those ticks (a tap on a
    // link right after a panel opened) would lose it. Leaving the page (or hiding it, after which a phone may discard
    // it) writes everything still pending, synchronously.
    const flush = () => void persistor.flush();
    page?.addEventListener('pagehide', flush);
    page?.addEventListener('visibilitychange', () => {
      if (globalThis.document?.visibilityState === 'hidden') flush();
    });
  });
}
