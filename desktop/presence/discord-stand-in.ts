import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Opcodes of Discord's local IPC framing: 4-byte LE opcode, 4-byte LE length, JSON body. */
export const OP = { HANDSHAKE: 0, FRAME: 1, CLOSE: 2, PING: 3, PONG: 4 } as const;

export interface Frame {
  op: number;
  body: Record<string, unknown>;
}

export function encode(op: number, body: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(body));
  const header = Buffer.alloc(8);
  header.writeUInt32LE(op, 0);
  header.writeUInt32LE(json.length, 4);
  return Buffer.concat([header, json]);
}

export interface StandInOptions {
  /** Drop the connection when the n-th SET_ACTIVITY arrives (1-based), without answering. */
  closeOnActivity?: number;
}

/**
 * A stand-in for the Discord client's IPC socket, speaking the same framing, for tests: it
 * answers the handshake with READY, records every frame and acknowledges SET_ACTIVITY.
 */
export async function startDiscordStandIn(options: StandInOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'reelbeat-ipc-'));
  const socketPath = join(dir, 'discord-ipc-0');
  const frames: Frame[] = [];
  const sockets = new Set<Socket>();
  let activities = 0;

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      while (buffer.length >= 8) {
        const op = buffer.readUInt32LE(0);
        const length = buffer.readUInt32LE(4);
        if (buffer.length < 8 + length) break;
        const body = JSON.parse(buffer.subarray(8, 8 + length).toString()) as Record<
          string,
          unknown
        >;
        buffer = buffer.subarray(8 + length);
        frames.push({ op, body });
        respond(socket, op, body);
      }
    });
  });

  function respond(socket: Socket, op: number, body: Record<string, unknown>) {
    if (op === OP.HANDSHAKE) {
      socket.write(
        encode(OP.FRAME, {
          cmd: 'DISPATCH',
          evt: 'READY',
          data: { v: 1, user: { id: '1', username: 'stand-in', discriminator: '0' } },
        }),
      );
    } else if (op === OP.PING) {
      socket.write(encode(OP.PONG, body));
    } else if (op === OP.FRAME && body.cmd === 'SET_ACTIVITY') {
      activities += 1;
      if (activities === options.closeOnActivity) {
        socket.destroy();
        return;
      }
      const args = body.args as { activity?: unknown } | undefined;
      socket.write(
        encode(OP.FRAME, {
          cmd: 'SET_ACTIVITY',
          nonce: body.nonce,
          evt: null,
          data: args?.activity ?? null,
        }),
      );
    }
  }

  await new Promise<void>((resolve) => server.listen(socketPath, resolve));

  return {
    socketPath,
    frames,
    activityFrames: () =>
      frames.filter((f) => f.op === OP.FRAME && f.body.cmd === 'SET_ACTIVITY').map((f) => f.body),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
