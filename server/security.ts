import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { BOOT_PAINT_SCRIPT } from '../shared/boot-paint.ts';
import { isCatalogLive, type ServerEnv } from './env.ts';
import { trailerEmbedBase } from './public-config.ts';
import { connectionOrigins } from './connections/connections-env.ts';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a relative URL is same-origin
  }
};

const unique = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

/** Extra origins that a live upstream adds to what the page may load. */
export interface CspSources {
  frame: string[];
  img: string[];
  media: string[];
  /** The connected services' APIs the browser calls itself (ListenBrainz; Trakt when set up). */
  connect: string[];
}

export function cspSources(env: ServerEnv): CspSources {
  const playerOrigins = Object.values(env.playerOrigins);
  return {
    frame: unique([...playerOrigins, originOf(trailerEmbedBase(env))]),
    img: unique([
      isCatalogLive(env) ? originOf(env.tmdb.imageUrl) : null,
      env.music.apiUrl ? 'https:' : null,
    ]),
    media: unique([env.music.apiUrl ? 'https:' : null]),
    connect: connectionOrigins(env.services),
  };
}

/** The CSP source that allows index.html's one inline script, by the hash of its exact text. */
const BOOT_PAINT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_PAINT_SCRIPT).digest('base64')}'`;

/** A Content-Security-Policy that allows only what the app uses. */
export function buildCsp(sources: CspSources): string {
  const list = (extra: string[], ...base: string[]) => [...base, ...extra].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${BOOT_PAINT_SOURCE}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(sources.img, "'self'", 'data:', 'blob:')}`,
    `media-src ${list(sources.media, "'self'", 'blob:')}`,
    "font-src 'self'",
    `connect-src ${list(sources.connect, "'self'")}`,
    `frame-src ${list(sources.frame, "'self'")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The service worker's own policy (a worker is governed by the CSP of its script, not the
 * page's). It fetches what the page shows: artwork from the image hosts the page may load, so
 * its connect-src names them; it frames, plays and runs nothing else.
 */
export function buildWorkerCsp(sources: CspSources): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src ${["'self'", ...sources.img].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

/** Where the service worker is served from (built by vite-plugin-pwa, scope `/`). */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The headers every response carries; the service worker's script gets its own CSP. */
export function securityHeaderEntries(
  env: ServerEnv,
  { worker = false }: { worker?: boolean } = {},
): [string, string][] {
  const sources = cspSources(env);
  return [
    ['Content-Security-Policy', worker ? buildWorkerCsp(sources) : buildCsp(sources)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
}

export function securityHeaders(env: ServerEnv): MiddlewareHandler {
  const headers = securityHeaderEntries(env);
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.header(name, value);
  };
}
