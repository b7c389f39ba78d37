import type { StoreApi } from 'zustand';
import type { StoredValue } from './stored-value';

export interface PersistOptions<S, T> {
  /** What of the state is written (leave volatile fields such as current time out). */
  partialize: (state: S) => T;
  /** How a stored value (from start-up or another tab) goes back into the state. */
  merge: (value: T, state: S) => Partial<S>;
}

/**
 * Keeps a zustand store and a stored value in step: the store is hydrated now, every change of
 * the partialized slice is written, and changes from other tabs flow back in without being
 * written again. Returns a function that stops both directions.
 */
export function persistStore<S, T>(
  store: StoreApi<S>,
  stored: StoredValue<T>,
  { partialize, merge }: PersistOptions<S, T>,
): () => void {
  let applyingExternal = true;
  store.setState(merge(stored.read(), store.getState()));
  applyingExternal = false;

  const stopWriting = store.subscribe((state, previous) => {
    if (applyingExternal) return;
    const next = partialize(state);
    if (shallowEqual(next, partialize(previous))) return;
    stored.write(next);
  });

  const stopListening = stored.subscribe((value) => {
    applyingExternal = true;
    try {
      store.setState(merge(value, store.getState()));
    } finally {
      applyingExternal = false;
    }
  });

  return () => {
    stopWriting();
    stopListening();
  };
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) =>
    Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}
