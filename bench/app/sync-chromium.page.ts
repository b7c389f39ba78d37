// The page of bench/sync-chromium.ts (bench/app/sync-chromium.html): the first sync of the issue's
// library between two devices, with Chromium's WebCrypto, against the sync service that Vite's
// dev server runs beside the page (same origin, as in the app).
import { firstSyncBench } from './sync-first';

(window as unknown as { syncBench: ReturnType<typeof firstSyncBench> }).syncBench =
  firstSyncBench('');
