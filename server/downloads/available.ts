import { stat } from 'node:fs/promises';
import { Hono } from 'hono';
import type { DownloadList } from '../../shared/config/download-list.ts';
import type { ServerEnv } from '../env.ts';
import { safeJoin } from '../static.ts';
import { DOWNLOAD_FILES } from './files.ts';

/** Whether `fileName` is a regular file directly in the downloads folder. */
async function isThere(dir: string, fileName: string): Promise<boolean> {
  const target = safeJoin(dir, `/${encodeURIComponent(fileName)}`);
  if (!target) return false;
  try {
    return (await stat(target)).isFile();
  } catch {
    return false;
  }
}

/**
 * `GET /api/downloads`: the names of the offered files that DOWNLOADS_DIR holds now, so the
 * Downloads page knows in one request which it can offer (a HEAD per file logged a 404 in the
 * reader's console for each missing one). Only the offered names are looked at: the folder's
 * other files stay unlisted, as `/downloads/` never lists them either.
 */
export function downloadListRoutes(env: ServerEnv) {
  const app = new Hono();
  app.get('/', async (c) => {
    const present = await Promise.all(
      DOWNLOAD_FILES.map((file) => isThere(env.downloadsDir, file.fileName)),
    );
    const body: DownloadList = {
      available: DOWNLOAD_FILES.filter((_, i) => present[i]).map((file) => file.fileName),
    };
    c.header('Cache-Control', 'no-cache');
    return c.json(body);
  });
  return app;
}
