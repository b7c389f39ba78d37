import { Hono } from 'hono';
import type { ServerEnv } from './env.ts';
import { buildPublicConfig, embedConfig } from './public-config.ts';
import { securityHeaders } from './security.ts';
import { serveSpa } from './static.ts';
import { createResponseCache, type ResponseCache } from './response-cache.ts';
import { catalogRoutes } from './catalog/index.ts';
import { musicRoutes } from './music/index.ts';
import { embedRoutes } from './embed/index.ts';
import { downloadRoutes } from './downloads/index.ts';

export interface AppOptions {
  /** Off under `npm run dev`, where Vite serves the SPA itself. */
  serveStatic?: boolean;
  /** The API response cache; pass one to also answer from it on Node's fast path (main.ts). */
  responseCache?: ResponseCache;
}

export async function createApp(env: ServerEnv, options: AppOptions = {}) {
  const app = new Hono();
  app.use('*', securityHeaders(env));

  const publicConfig = buildPublicConfig(env);
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(publicConfig);
  });
  app.get('/healthz', (c) => c.text('ok'));

  app.use('/api/*', (options.responseCache ?? createResponseCache()).middleware);
  app.route('/api/catalog', await catalogRoutes(env));
  app.route('/api/music', await musicRoutes(env));
  app.route('/embed', embedRoutes(env));
  app.route('/downloads', downloadRoutes(env));
  app.all('/api/*', (c) => c.json({ success: false, message: 'Not found' }, 404));

  if (options.serveStatic !== false) {
    app.use(
      '*',
      serveSpa(env.staticDir, { transformIndex: (html) => embedConfig(html, publicConfig) }),
    );
  }
  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    console.error('[reelbeat] request failed:', c.req.method, c.req.path, error);
    return c.json({ success: false, message: 'Internal server error' }, 500);
  });
  return app;
}
