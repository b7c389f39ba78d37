import { EMBEDDED_CONFIG_ID, type AppConfig } from '../shared/config/config-schema.ts';
import { PLAYER_SERVERS } from '../shared/config/players.ts';
import { isCatalogLive, isMusicLive, type ServerEnv } from './env.ts';
import { DOWNLOAD_FILES } from './downloads/files.ts';

const LIVE_TRAILER_EMBED = 'https://www.youtube-nocookie.com/embed';
export const OFFLINE_TRAILER_EMBED = '/embed/demo/trailer';
export const OFFLINE_IMAGE_BASE = '/api/catalog/images';
/** Where the app calls the music service: this server's proxy, in both modes. */
export const MUSIC_BASE_URL = '/api/music';

/** The trailer embed base in force: configured, else the video site when live, else the demo. */
export function trailerEmbedBase(env: ServerEnv): string {
  return env.trailerEmbedUrl ?? (isCatalogLive(env) ? LIVE_TRAILER_EMBED : OFFLINE_TRAILER_EMBED);
}

/** What /config.json says. It never carries a credential: the key stays in the server. */
export function buildPublicConfig(env: ServerEnv): AppConfig {
  const live = isCatalogLive(env);
  return {
    productName: 'Reelbeat',
    catalog: {
      mode: live ? 'live' : 'offline',
      baseUrl: '/api/catalog',
      imageBaseUrl: live ? env.tmdb.imageUrl : OFFLINE_IMAGE_BASE,
      apiKey: null,
    },
    music: { mode: isMusicLive(env) ? 'live' : 'offline', baseUrl: MUSIC_BASE_URL },
    trailers: { embedBaseUrl: trailerEmbedBase(env) },
    players: PLAYER_SERVERS.map((server) => ({
      ...server,
      origin: env.playerOrigins[server.id] ?? null,
    })),
    creator: env.creator,
    support: env.support,
    downloads: DOWNLOAD_FILES,
  };
}

/**
 * Puts the config into index.html as a JSON data block (never executed, so the CSP's
 * script-src does not apply), saving the app a round trip before its first render.
 * "<" is escaped so no value can close the block.
 */
export function embedConfig(html: string, config: AppConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script id="${EMBEDDED_CONFIG_ID}" type="application/json">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : block + html;
}
