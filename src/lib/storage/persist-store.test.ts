import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createStore } from 'zustand/vanilla';
import { createStoredValue } from './stored-value';
import { persistStore } from './persist-store';

interface State {
  items: number[];
  tick: number;
}

function setup() {
  const stored = createStoredValue({
    key: 'test_items',
    version: 1,
    schema: z.array(z.number()),
    fallback: () => [],
  });
  const store = createStore<State>(() => ({ items: [], tick: 0 }));
  const stop = persistStore(store, stored, {
    partialize: (s) => s.items,
    merge: (items) => ({ items }),
  });
  return { store, stored, stop };
}

describe('persistStore', () => {
  it('hydrates from storage and writes only the partialized slice', () => {
    localStorage.setItem('test_items', JSON.stringify({ v: 1, data: [1] }));
    const { store, stop } = setup();
    expect(store.getState().items).toEqual([1]);
    store.setState({ items: [1, 2] });
    expect(JSON.parse(localStorage.getItem('test_items')!).data).toEqual([1, 2]);
    const raw = localStorage.getItem('test_items');
    store.setState({ tick: 5 });
    expect(localStorage.getItem('test_items')).toBe(raw);
    stop();
  });

  it('applies changes from another tab', () => {
    const { store, stop } = setup();
    localStorage.setItem('test_items', JSON.stringify({ v: 1, data: [9] }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'test_items' }));
    expect(store.getState().items).toEqual([9]);
    stop();
  });
});
