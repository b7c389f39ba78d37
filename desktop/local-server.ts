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
 * /config.json and the offline catalogue without anything else running. It answers only
 * requests addressed to that port on the loopback address (the `Host` header).
 */
export async function startLocalServer(env: NodeJS.ProcessEnv = process.env): Promise<LocalServer> {
  const serverEnv = readServerEnv(env);
  const app = await createApp({
    ...serverEnv,
    staticDir: resolve(serverEnv.staticDir),
    downloadsDir: resolve(serverEnv.downloadsDir),
  });
  let hosts: string[] = [];
  // A page elsewhere whose name is made to resolve to 127.0.0.1 (DNS rebinding) would reach
  // this server as same-origin to itself, with the operator's keys behind it. Its requests
  // carry its own name in Host, so only this server's own address is answered.
  const fetchFor = (request: Request) =>
    hosts.includes(request.headers.get('host') ?? '')
      ? app.fetch(request)
      : new Response('Misdirected request', { status: 421 });
  return new Promise((done) => {
    const server = serve({ fetch: fetchFor, hostname: '127.0.0.1', port: 0 }, (info) => {
      hosts = [`127.0.0.1:${info.port}`, `localhost:${info.port}`];
      done({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      });
    });
  });
}
