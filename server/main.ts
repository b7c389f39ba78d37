import { getRequestListener } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import cluster from 'node:cluster';
import { createApp, followPlayersFile } from './app.ts';
import { createLimitedServer } from './connection-limits.ts';
import { createPlayersService, servePlayersNode } from './players/index.ts';
import { isClusterWorker, reportFromWorker, runPrimary } from './cluster.ts';
import { isCatalogLive, isMusicLive, readServerEnv, type ServerEnv } from './env.ts';
import { createResponseCache } from './response-cache.ts';
import { securityHeaderEntries } from './security.ts';
import { createSyncService } from './sync/service.ts';
import { createTogetherFor } from './together/index.ts';
import { routeUpgrades } from './upgrades.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): void {
  // A cluster worker leaves the reporting to the primary, so the line is printed once.
  if (isClusterWorker()) return reportFromWorker({ type: 'reelbeat:fatal', message }, 1);
  console.error(`reelbeat: ${message}`);
  process.exit(1);
}

const banner = (env: ServerEnv, port: number) => {
  const shownHost = env.host === '127.0.0.1' || env.host === '0.0.0.0' ? 'localhost' : env.host;
  return `Reelbeat is serving http://${shownHost}:${port} (catalogue ${isCatalogLive(env) ? 'live' : 'offline'}, music ${isMusicLive(env) ? 'live' : 'offline'})`;
};

export async function start(env: ServerEnv) {
  // Repeated API reads are answered from the cache before the request reaches Hono: the
  // cached bytes and headers are written as they are, which is ~5x the requests per second.
  const responseCache = createResponseCache({ outerHeaders: securityHeaderEntries(env) });
  // The Watch page's server list, likewise: a string kept ready, written without Hono.
  const players = createPlayersService(env);
  const live = followPlayersFile(env, players);
  const answerPlayers = servePlayersNode(players, () => live().headers);
  const sync = createSyncService(env.sync, { redisUrl: env.scale.redisUrl });
  const app = await createApp(env, { responseCache, players, sync });
  const handle = getRequestListener(app.fetch);
  const server = createLimitedServer(env.connections, (req, res) => {
    if (!answerPlayers(req, res) && !responseCache.serveNode(req, res)) void handle(req, res);
  });
  // Rooms for listening and watching together: WebSocket upgrades of /api/together.
  const together = createTogetherFor(env);
  server.on('upgrade', routeUpgrades(sync.handleUpgrade, together.handleUpgrade));
  server.listen(env.port, env.host);

  server.once('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      fail(
        `port ${env.port} on ${env.host} is already in use; stop the other server or set PORT to a free port`,
      );
    } else if (error.code === 'EACCES')
      fail(`no permission to listen on ${env.host}:${env.port}; choose a PORT above 1024`);
    else fail(`could not start: ${error.message}`);
  });

  server.once('listening', () => {
    const { port } = server.address() as AddressInfo;
    if (isClusterWorker()) reportFromWorker({ type: 'reelbeat:listening', port });
    else console.log(banner(env, port));
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    if (!isClusterWorker()) console.log(`reelbeat: ${signal} received, finishing open requests`);
    const force = setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => process.exit(0));
    void sync.close();
    void together.close();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // A worker whose primary is gone has no one to supervise it: it stops too.
  if (isClusterWorker()) process.once('disconnect', () => shutdown('disconnect'));
  return server;
}

let env: ServerEnv | null = null;
try {
  env = readServerEnv(process.env);
} catch (error) {
  fail((error as Error).message);
}
if (env && cluster.isPrimary && env.scale.webConcurrency > 1) {
  const primaryEnv = env;
  runPrimary(env.scale.webConcurrency, (port) => banner(primaryEnv, port));
} else if (env) {
  await start(env);
}
