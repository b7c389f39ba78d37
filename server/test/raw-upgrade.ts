import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';

/** The request of a WebSocket upgrade of `path`, as a browser writes it. */
export function upgradeRequest(port: number, path: string, headers: Record<string, string> = {}) {
  const fields = {
    Host: `127.0.0.1:${port}`,
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    ...headers,
  };
  const lines = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`);
  return `GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`;
}

/**
 * An upgrade written by hand, so a test chooses how the client leaves once the answer has come
 * (a reset, a half-close after one more byte). Resolves with the answer's status line.
 */
export function rawUpgrade(
  port: number,
  path: string,
  leave: (client: Socket) => void,
  headers: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = connect(port, '127.0.0.1', () =>
      client.write(upgradeRequest(port, path, headers)),
    );
    client.on('error', () => undefined);
    client.once('close', () => reject(new Error('closed with no answer')));
    client.once('data', (data) => {
      leave(client);
      resolve(data.toString().split('\r\n', 1)[0]!);
    });
  });
}

/** The two ways a client leaves that a refusal must survive. */
export const LEAVES: [string, (client: Socket) => void][] = [
  ['resets the connection', (client) => client.resetAndDestroy()],
  [
    'sends a byte, then closes its side',
    (client) => {
      client.write('x');
      client.end();
    },
  ],
];

const openConnections = (server: Server) =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

/** The server's open connections once none is left, or the count still open after `ms`. */
export async function connectionsLeft(server: Server, ms = 2000): Promise<number> {
  const deadline = Date.now() + ms;
  let open = await openConnections(server);
  while (open > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    open = await openConnections(server);
  }
  return open;
}

/** The errors nothing caught while `run` ran: in the server's own process, each is an exit. */
export async function uncaughtDuring(run: () => Promise<unknown>): Promise<string[]> {
  const errors: string[] = [];
  const record = (error: Error) => errors.push(error.message);
  process.on('uncaughtException', record);
  try {
    await run();
  } finally {
    process.off('uncaughtException', record);
  }
  return errors;
}
