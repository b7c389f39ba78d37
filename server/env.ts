import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { PLAYER_SERVER_IDS, type PlayerServerId } from '../src/config/players.ts';
import { readScaleEnv, type ScaleEnv } from './upstream/scale-env.ts';

/** Everything the server reads from its environment, parsed once at start-up. */
export interface ServerEnv {
  host: string;
  port: number;
  staticDir: string;
  tmdb: { apiKey: string | null; readToken: string | null; apiUrl: string; imageUrl: string };
  music: { apiUrl: string | null; musicDir: string | null };
  playerOrigins: Partial<Record<PlayerServerId, string>>;
  trailerEmbedUrl: string | null;
  downloadsDir: string;
  creator: { name: string; videoChannelUrl: string | null; repositoryUrl: string | null } | null;
  support: { upiId: string | null; qrImageUrl: string | null; methods: string[] };
  /** Worker count, Redis and upstream guards: see server/upstream/scale-env.ts. */
  scale: ScaleEnv;
}

const nonEmpty = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const stripSlash = (url: string) => url.replace(/\/+$/, '');

const playersFileSchema = z.record(z.string(), z.string().url());

/** PLAYERS_FILE is JSON mapping server ids to origins: { "void": "https://player.example" }. */
export function readPlayersFile(path: string | null): Partial<Record<PlayerServerId, string>> {
  if (!path) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`PLAYERS_FILE ${path} could not be read as JSON: ${(error as Error).message}`);
  }
  const parsed = playersFileSchema.safeParse(
    raw && typeof raw === 'object' && 'servers' in raw
      ? (raw as { servers: unknown }).servers
      : raw,
  );
  if (!parsed.success) {
    throw new Error(`PLAYERS_FILE ${path} must map server ids to origin URLs`);
  }
  const origins: Partial<Record<PlayerServerId, string>> = {};
  for (const [id, url] of Object.entries(parsed.data)) {
    if (!(PLAYER_SERVER_IDS as readonly string[]).includes(id)) {
      throw new Error(`PLAYERS_FILE ${path} names an unknown server "${id}"`);
    }
    origins[id as PlayerServerId] = new URL(url).origin;
  }
  return origins;
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
    music: { apiUrl: nonEmpty(env.MUSIC_API_URL), musicDir: nonEmpty(env.MUSIC_DIR) },
    playerOrigins: readPlayersFile(nonEmpty(env.PLAYERS_FILE)),
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
  };
}

export const isCatalogLive = (env: ServerEnv) => Boolean(env.tmdb.apiKey || env.tmdb.readToken);
export const isMusicLive = (env: ServerEnv) => Boolean(env.music.apiUrl);
