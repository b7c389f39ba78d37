import { z } from 'zod/mini';
import { PLAYER_SERVER_IDS } from './players.ts';

/**
 * The runtime configuration the SPA reads before its first render. The server builds it from its
 * environment and embeds it in index.html (and serves it at /config.json); a static host may ship
 * a hand-written /config.json instead.
 * (SPA code uses zod/mini: it keeps the first-paint bundle small.)
 */
export { EMBEDDED_CONFIG_ID } from './embedded-config-id.ts';

const url = () => z.string().check(z.url());

export const playerServerConfigSchema = z.object({
  id: z.enum(PLAYER_SERVER_IDS),
  name: z.string(),
  quality: z.string(),
  moviesOnly: z.boolean(),
  /** Origin of the real embed host, or null to use the built-in demo player. */
  origin: z.nullable(url()),
});

export const downloadFileSchema = z.object({
  id: z.string(),
  app: z.enum(['streaming', 'music']),
  platform: z.enum(['windows', 'android']),
  title: z.string(),
  version: z.string(),
  /** As the server writes it in English ("~50MB"); the app shows it when no `sizeMb` is sent. */
  size: z.string(),
  /** The approximate size in megabytes: the app writes it in the reader's language. */
  sizeMb: z.optional(z.number().check(z.positive())),
  /** As the server writes it in English; the app shows it when no `minVersion` is sent. */
  requirements: z.string(),
  /** The oldest version of the platform it runs on: the app writes the sentence itself. */
  minVersion: z.optional(z.string()),
  fileName: z.string(),
});

export const appConfigSchema = z.object({
  productName: z.string().check(z.minLength(1)),
  catalog: z.object({
    mode: z.enum(['live', 'offline']),
    baseUrl: z.string(),
    imageBaseUrl: z.string(),
    /** Only for static hosts that call the catalogue service directly; never sent by the server. */
    apiKey: z._default(z.nullable(z.string()), null),
  }),
  music: z.object({
    mode: z.enum(['live', 'offline']),
    baseUrl: z.string(),
  }),
  trailers: z.object({ embedBaseUrl: z.string() }),
  players: z.array(playerServerConfigSchema),
  creator: z.nullable(
    z.object({
      name: z.string(),
      videoChannelUrl: z.nullable(url()),
      repositoryUrl: z.nullable(url()),
    }),
  ),
  support: z.object({
    upiId: z.nullable(z.string()),
    qrImageUrl: z.nullable(z.string()),
    methods: z.array(z.string()),
  }),
  downloads: z.array(downloadFileSchema),
});

export type AppConfig = z.infer<typeof appConfigSchema>;
export type PlayerServerConfig = z.infer<typeof playerServerConfigSchema>;
export type DownloadFile = z.infer<typeof downloadFileSchema>;
