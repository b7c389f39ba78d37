import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { closeDb } from '@/lib/storage/idb/database';

/** A fresh, empty IndexedDB for each test (jsdom has none; fake-indexeddb implements it). */
export async function resetIndexedDb() {
  await closeDb();
  globalThis.indexedDB = new IDBFactory();
}
