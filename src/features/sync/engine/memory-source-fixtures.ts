import { wins } from '@/lib/storage/records/record';
import type { DataSource, SyncItem } from './types';

/** A device's records in memory, for the engine's tests and the sync benchmark. */
export function memorySource(initial: SyncItem[] = []) {
  const items = new Map(initial.map((item) => [item.rid, item]));
  const source: DataSource & { items: Map<string, SyncItem>; put(item: SyncItem): void } = {
    items,
    put: (item) => void items.set(item.rid, item),
    scan: (since) =>
      Promise.resolve([...items.values()].filter((i) => since === null || i.record.stamp > since)),
    apply: (incoming) => {
      for (const item of incoming) {
        const mine = items.get(item.rid);
        if (!mine || wins(item.record, mine.record)) items.set(item.rid, item);
      }
      return Promise.resolve(new Set());
    },
  };
  return source;
}
