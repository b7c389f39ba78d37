import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { isCatalogLive, isMusicLive, readServerEnv, type ServerEnv } from './env.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(`reelbeat: ${message}`);
  process.exit(1);
}

export async function start(env: ServerEnv) {
  const app = await createApp(env);
  const server = serve({ fetch: app.fetch, hostname: env.host, port: env.port });

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
