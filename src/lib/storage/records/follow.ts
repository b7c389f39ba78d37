import type { StoreApi } from 'zustand';
import type { LocalCollection } from './local-collection';
import type { StoredRecord } from './record';

type Live<T> = StoredRecord<T> & { value: T };

/**
 * Keeps a zustand store's slice in step with a collection: set now from what is stored, and
 * again after every change of its records, whoever made it (this page, another tab, a device).
 * Stores change records only through the collection, so the slice is never written back.
 */
export function followCollection<T, S>(
  store: StoreApi<S>,
  collection: LocalCollection<T>,
  toState: (records: Live<T>[]) => Partial<S>,
): () => void {
  store.setState(toState(collection.list()));
  return collection.subscribe(() => store.setState(toState(collection.list())));
}
