import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app.ts';
import { readServerEnv } from '../server/env.ts';

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The same server as `npm run serve`, on a free loopback port, so the shell gets the SPA,
 * /config.json and the offline catalogue without anything else running.
 */
export async function startLocalServer(env: NodeJS.ProcessEnv = process.env): Promise<LocalServer> {
  const serverEnv = readServerEnv(env);
  const app = await createApp({
    ...serverEnv,
    staticDir: resolve(serverEnv.staticDir),
    downloadsDir: resolve(serverEnv.downloadsDir),
  });
  return new Promise((done) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
      done({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      });
    });
  });
}
