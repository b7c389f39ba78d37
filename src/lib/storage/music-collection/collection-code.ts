/**
 * The stored collection's IndexedDB code, loaded only once a music page shows (the player bar
 * opens the collection: collection-persistence.ts), so `idb` is never part of the first paint.
 * The music pages' records name it as what the shell loads for them (`firstScreen.shell`), so
 * on a first visit index.html fetches it beside `main.js` rather than a round trip after.
 */
export const collectionCode = [
  () => import('@/lib/storage/idb/database'),
  () => import('./collection-idb'),
] as const;
