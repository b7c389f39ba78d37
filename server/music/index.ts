import type { Hono } from 'hono';
import type { ServerEnv } from '../env.ts';
import { createGeneratedLibrary } from './generated-library.ts';
import { liveMusicRoutes } from './live-routes.ts';
import { offlineMusicRoutes } from './offline-routes.ts';
import { upstreamOptionsFrom } from '../upstream/index.ts';

/** Where app.ts mounts these routes; offline URLs (audio, covers) are rooted here. */
export const MUSIC_MOUNT = '/api/music';

/**
 * `/api/music/*`: with MUSIC_API_URL, a caching proxy to that music service; otherwise the
 * offline library, made from MUSIC_DIR's audio files when set, else the generated library.
 */
export async function musicRoutes(env: ServerEnv): Promise<Hono> {
  if (env.music.apiUrl) {
    return liveMusicRoutes(
      env.music.apiUrl,
      MUSIC_MOUNT,
      undefined,
      upstreamOptionsFrom(env.scale),
      {
        allowedHosts: env.music.mediaHosts,
        timeoutMs: env.scale.upstreamTimeoutMs,
        maxBytes: env.music.streamMaxBytes,
      },
    );
  }
  // Loaded only when needed: the tag reader is a large dependency that most deployments skip.
  const library = env.music.musicDir
    ? await (await import('./music-dir-library.ts')).createMusicDirLibrary(env.music.musicDir)
    : createGeneratedLibrary();
  return offlineMusicRoutes(library, MUSIC_MOUNT);
}
