import { Hono } from 'hono';
import type { ServerEnv } from './env.ts';
import { buildPublicConfig, embedConfig } from './public-config.ts';
import { SERVICE_WORKER_PATH, securityHeaderEntries } from './security.ts';
import { serveSpa } from './static.ts';
import { createResponseCache, type ResponseCache } from './response-cache.ts';
import { catalogRoutes } from './catalog/index.ts';
import { musicRoutes } from './music/index.ts';
import { embedRoutes } from './embed/index.ts';
import { downloadListRoutes } from './downloads/available.ts';
import { downloadRoutes } from './downloads/index.ts';
import { createPlayersService, playersRoutes, type PlayersService } from './players/index.ts';
import { createSyncService, type SyncService } from './sync/service.ts';
import { connectionsRoutes } from './connections/routes.ts';
import { clientAddress } from './sync/sync-env.ts';

export interface AppOptions {
  /** Off under `npm run dev`, where Vite serves the SPA itself. */
  serveStatic?: boolean;
  /** The API response cache; pass one to also answer from it on Node's fast path (main.ts). */
  responseCache?: ResponseCache;
  /** The live player list and health; created from env (and started) when not given. */
  players?: PlayersService;
  /** Sync's routes and live hub; main.ts passes its own to also take WebSocket upgrades. */
  sync?: SyncService;
}

/**
 * The public config and the security headers (the CSP's frame-src) follow PLAYERS_FILE: rebuilt
 * once per applied list, not per request. The service worker's script gets its own headers.
 */
export function followPlayersFile(env: ServerEnv, players: PlayersService) {
  let live = {
    revision: -1,
    headers: [] as [string, string][],
    workerHeaders: [] as [string, string][],
    config: buildPublicConfig(env),
  };
  return () => {
    if (live.revision !== players.revision()) {
      const liveEnv = { ...env, playerOrigins: players.origins() };
      live = {
        revision: players.revision(),
        headers: securityHeaderEntries(liveEnv),
        workerHeaders: securityHeaderEntries(liveEnv, { worker: true }),
        config: buildPublicConfig(liveEnv),
      };
    }
    return live;
  };
}

export async function createApp(env: ServerEnv, options: AppOptions = {}) {
  const app = new Hono();
  const players = options.players ?? createPlayersService(env);
  players.start();
  const current = followPlayersFile(env, players);
  app.use('*', async (c, next) => {
    await next();
    const { headers, workerHeaders } = current();
    for (const [name, value] of c.req.path === SERVICE_WORKER_PATH ? workerHeaders : headers) {
      c.header(name, value);
    }
  });

  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(current().config);
  });
  app.get('/healthz', (c) => c.text('ok'));

  app.route('/api/players', playersRoutes(players));
  app.route('/api/downloads', downloadListRoutes(env));
  const sync = options.sync ?? createSyncService(env.sync, { redisUrl: env.scale.redisUrl });
  app.route('/api/sync', sync.routes);
  app.route(
    '/api/connections',
    connectionsRoutes(env.services, {
      addressOf: (c) =>
        clientAddress(
          c.env?.incoming?.socket.remoteAddress,
          c.req.header('x-forwarded-for'),
          env.sync.trustProxy,
        ),
    }),
  );
  app.use('/api/*', (options.responseCache ?? createResponseCache()).middleware);
  app.route('/api/catalog', await catalogRoutes(env));
  app.route('/api/music', await musicRoutes(env));
  app.route('/embed', embedRoutes(env, { faultOf: players.faultOf }));
  app.route('/downloads', downloadRoutes(env));
  app.all('/api/*', (c) => c.json({ success: false, message: 'Not found' }, 404));

  if (options.serveStatic !== false) {
    app.use(
      '*',
      serveSpa(env.staticDir, {
        transformIndex: (html) => embedConfig(html, current().config),
        indexVersion: players.revision,
      }),
    );
  }
  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    console.error('[reelbeat] request failed:', c.req.method, c.req.path, error);
    return c.json({ success: false, message: 'Internal server error' }, 500);
  });
  return app;
}
