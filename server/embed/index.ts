import { readFileSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import type { ServerEnv } from '../env.ts';
import type { DemoFault } from '../players/index.ts';
import { demoPlayerPage, notFoundPage } from './demo-pages.ts';
import { parseDemoRequest } from './demo-request.ts';
import { demoLanguage } from './demo-texts.ts';
import { demoTrailerPage } from './trailer-page.ts';

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');

const ASSETS: Record<string, { body: string; type: string }> = {
  'controls.js': { body: asset('controls.js'), type: 'text/javascript; charset=utf-8' },
  'controls.css': { body: asset('controls.css'), type: 'text/css; charset=utf-8' },
  'demo.js': { body: asset('demo.js'), type: 'text/javascript; charset=utf-8' },
  'demo.css': { body: asset('demo.css'), type: 'text/css; charset=utf-8' },
  'trailer.js': { body: asset('trailer.js'), type: 'text/javascript; charset=utf-8' },
  'trailer.css': { body: asset('trailer.css'), type: 'text/css; charset=utf-8' },
  'trailer-worker.js': {
    body: asset('trailer-worker.js'),
    type: 'text/javascript; charset=utf-8',
  },
};

/** How long a "never-loads" page keeps its frame loading before giving up. */
export const NEVER_LOADS_MS = 120_000;

/** Starts a page and never finishes it, so the frame's load event does not fire. */
function neverLoads(c: Context) {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('<!doctype html><html><head><title>Loading</title>'));
      timer = setTimeout(() => controller.close(), NEVER_LOADS_MS);
      timer.unref?.();
    },
    cancel() {
      clearTimeout(timer);
    },
  });
  return c.body(body, 200, { 'Content-Type': 'text/html; charset=utf-8' });
}

const TRAILER_KEY = /^[\w-]{1,64}$/;
// Pages are pure functions of their address; a short cache lets a CDN absorb repeats.
const PAGE_CACHE = 'public, max-age=300';

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : value === '1' || value === 'true';

function html(c: Context, body: string, status: 200 | 404 = 200) {
  c.header('Cache-Control', status === 200 ? PAGE_CACHE : 'no-cache');
  // Framed by the app itself (CSP frame-ancestors 'self' is global); never by other sites.
  c.header('X-Frame-Options', 'SAMEORIGIN');
  return c.html(body, status);
}

/**
 * The built-in demo player (`/embed/demo/{serverId}/...`, every server's address shape) and
 * demo trailer (`/embed/demo/trailer/{key}`), used whenever no real host is configured.
 */
export function embedRoutes(
  _env: ServerEnv,
  { faultOf = () => null }: { faultOf?: (serverId: string) => DemoFault | null } = {},
) {
  const app = new Hono();

  app.get('/demo/trailer/:key', (c) => {
    const key = c.req.param('key');
    const q = (name: string) => c.req.query(name);
    const lang = demoLanguage(q('lang'));
    if (!TRAILER_KEY.test(key)) return html(c, notFoundPage(lang), 404);
    return html(
      c,
      demoTrailerPage({
        key,
        autoplay: flag(q('autoplay'), false),
        muted: flag(q('mute'), false),
        controls: flag(q('controls'), true),
        loop: flag(q('loop'), false),
        lang,
      }),
    );
  });

  app.get('/demo/*', (c) => {
    const url = new URL(c.req.url);
    const rest = url.pathname.replace(/^.*?\/demo\//, '');
    const file = ASSETS[rest];
    if (file) {
      c.header('Content-Type', file.type);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(file.body);
    }
    const [serverId = '', ...path] = rest.split('/');
    const video = parseDemoRequest(serverId, path.join('/'), url.searchParams);
    // The watch page passes its language (`lang=de`) so the demo speaks it too.
    const lang = demoLanguage(url.searchParams.get('lang'));
    if (!video) return html(c, notFoundPage(lang), 404);
    const fault = faultOf(serverId);
    if (!fault) return html(c, demoPlayerPage(video, null, lang));
    // A fault comes from PLAYERS_FILE and may change at any time: never cached.
    c.header('Cache-Control', 'no-store');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    if (fault.kind === 'never-loads') return neverLoads(c);
    return c.html(demoPlayerPage(video, fault, lang));
  });

  return app;
}
