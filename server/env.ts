import { readFileSync } from 'node:fs';
import type { PlayerServerId } from '../shared/config/players.ts';
import { readScaleEnv, type ScaleEnv } from './upstream/scale-env.ts';
import { readConnectionLimits, type ConnectionLimits } from './connection-limits.ts';
import { originsOf, parsePlayersFile } from './players/players-file.ts';
import { DEFAULT_STREAM_LIMITS } from './music/live-routes.ts';
import { readSyncEnv, type SyncEnv } from './sync/sync-env.ts';
import { readConnectionsEnv, type ConnectionsEnv } from './connections/connections-env.ts';

/** Everything the server reads from its environment, parsed once at start-up. */
export interface ServerEnv {
  host: string;
  port: number;
  staticDir: string;
  tmdb: { apiKey: string | null; readToken: string | null; apiUrl: string; imageUrl: string };
  music: {
    apiUrl: string | null;
    musicDir: string | null;
    /** MUSIC_MEDIA_HOSTS: the only hosts `/api/music/stream` fetches audio from. */
    mediaHosts: string[];
    /** MUSIC_STREAM_MAX_MB: the largest audio file streamed through. */
    streamMaxBytes: number;
  };
  playerOrigins: Partial<Record<PlayerServerId, string>>;
  /** PLAYERS_FILE, watched for changes (server/players); null when not set. */
  playersFile: string | null;
  /** Health checks of the player hosts (PLAYER_HEALTH_CHECKS=0 turns them off, as tests do). */
  playerHealthChecks: boolean;
  trailerEmbedUrl: string | null;
  downloadsDir: string;
  creator: { name: string; videoChannelUrl: string | null; repositoryUrl: string | null } | null;
  support: { upiId: string | null; qrImageUrl: string | null; methods: string[] };
  /** Worker count, Redis and upstream guards: see server/upstream/scale-env.ts. */
  scale: ScaleEnv;
  /** DATA_DIR, DATABASE_URL, TRUST_PROXY: see server/sync/sync-env.ts. */
  sync: SyncEnv;
  /** Request time limits and the connection cap: see server/connection-limits.ts. */
  connections: ConnectionLimits;
  /** Trakt and ListenBrainz (TRAKT_*, LISTENBRAINZ_API_URL): see server/connections. */
  services: ConnectionsEnv;
}

const nonEmpty = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const stripSlash = (url: string) => url.replace(/\/+$/, '');

/** PLAYERS_FILE's real hosts; the file's format is described in server/players/players-file.ts. */
export function readPlayersFile(path: string | null): Partial<Record<PlayerServerId, string>> {
  if (!path) return {};
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`PLAYERS_FILE ${path} could not be read as JSON: ${(error as Error).message}`);
  }
  try {
    return originsOf(parsePlayersFile(text));
  } catch (error) {
    throw new Error(`PLAYERS_FILE ${path} ${(error as Error).message}`);
  }
}

function streamMaxBytes(value: string | undefined): number {
  if (!nonEmpty(value)) return DEFAULT_STREAM_LIMITS.maxBytes;
  const mb = Number(value);
  if (!Number.isFinite(mb) || mb <= 0) {
    throw new Error(`MUSIC_STREAM_MAX_MB must be a positive number of megabytes, got "${value}"`);
  }
  return Math.round(mb * 1024 * 1024);
}

export function readServerEnv(env: NodeJS.ProcessEnv): ServerEnv {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a number between 0 and 65535, got "${env.PORT}"`);
  }
  const creatorName = nonEmpty(env.REELBEAT_CREATOR_NAME);
  return {
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    port,
    staticDir: nonEmpty(env.STATIC_DIR) ?? 'dist',
    tmdb: {
      apiKey: nonEmpty(env.TMDB_API_KEY),
      readToken: nonEmpty(env.TMDB_READ_TOKEN),
      apiUrl: stripSlash(nonEmpty(env.TMDB_API_URL) ?? 'https://api.themoviedb.org/3'),
      imageUrl: stripSlash(nonEmpty(env.TMDB_IMAGE_URL) ?? 'https://image.tmdb.org/t/p'),
    },
    music: {
      apiUrl: nonEmpty(env.MUSIC_API_URL),
      musicDir: nonEmpty(env.MUSIC_DIR),
      mediaHosts: (nonEmpty(env.MUSIC_MEDIA_HOSTS) ?? DEFAULT_STREAM_LIMITS.allowedHosts.join(','))
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      streamMaxBytes: streamMaxBytes(env.MUSIC_STREAM_MAX_MB),
    },
    playerOrigins: readPlayersFile(nonEmpty(env.PLAYERS_FILE)),
    playersFile: nonEmpty(env.PLAYERS_FILE),
    playerHealthChecks: env.PLAYER_HEALTH_CHECKS !== '0',
    trailerEmbedUrl: nonEmpty(env.TRAILER_EMBED_URL),
    downloadsDir: nonEmpty(env.DOWNLOADS_DIR) ?? 'downloads',
    creator: creatorName
      ? {
          name: creatorName,
          videoChannelUrl: nonEmpty(env.REELBEAT_CREATOR_VIDEO_URL),
          repositoryUrl: nonEmpty(env.REELBEAT_CREATOR_REPO_URL),
        }
      : null,
    support: {
      upiId: nonEmpty(env.REELBEAT_UPI_ID),
      qrImageUrl: nonEmpty(env.REELBEAT_SUPPORT_QR),
      methods: (nonEmpty(env.REELBEAT_PAYMENT_METHODS) ?? 'Google Pay,PayTM,UPI apps')
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean),
    },
    scale: readScaleEnv(env),
    sync: readSyncEnv(env),
    connections: readConnectionLimits(env),
    services: readConnectionsEnv(env),
  };
}

export const isCatalogLive = (env: ServerEnv) => Boolean(env.tmdb.apiKey || env.tmdb.readToken);
export const isMusicLive = (env: ServerEnv) => Boolean(env.music.apiUrl);
