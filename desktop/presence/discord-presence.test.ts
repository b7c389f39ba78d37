import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDiscordPresence } from './discord-presence';
import { OP, startDiscordStandIn } from './discord-stand-in';

type StandIn = Awaited<ReturnType<typeof startDiscordStandIn>>;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function standIn(options?: Parameters<typeof startDiscordStandIn>[0]): Promise<StandIn> {
  const server = await startDiscordStandIn(options);
  cleanups.push(() => server.close());
  return server;
}

function presenceFor(socketPath: string, retryAfterMs = 0) {
  const logger = { warn: vi.fn() };
  const presence = createDiscordPresence({
    clientId: '123456',
    socketPath,
    retryAfterMs,
    requestTimeoutMs: 500,
    logger,
  });
  cleanups.unshift(() => presence.dispose());
  return { presence, logger };
}

describe('Discord presence over the local IPC socket', () => {
  it('hands shakes with the client id, then sends SET_ACTIVITY frames', async () => {
    const server = await standIn();
    const { presence, logger } = presenceFor(server.socketPath);

    await presence.set({ details: 'Watching', state: 'The Show · S1E2', startedAt: 1_700_000_000 });

    expect(server.frames[0]).toEqual({ op: OP.HANDSHAKE, body: { v: 1, client_id: '123456' } });
    const [frame] = server.activityFrames();
    expect(frame).toMatchObject({
      cmd: 'SET_ACTIVITY',
      args: {
        pid: process.pid,
        activity: {
          details: 'Watching',
          state: 'The Show · S1E2',
          timestamps: { start: 1_700_000_000 },
        },
      },
    });
    await presence.clear();
    expect(server.activityFrames()[1]).toEqual(
      expect.objectContaining({ cmd: 'SET_ACTIVITY', args: { pid: process.pid } }),
    );
    expect(server.frames.filter((f) => f.op === OP.HANDSHAKE)).toHaveLength(1);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs a warning and resolves when the Discord client is absent', async () => {
    const missing = join(tmpdir(), `reelbeat-no-discord-${process.pid}`, 'discord-ipc-0');
    const { presence, logger } = presenceFor(missing);
    await expect(presence.set({ details: 'Browsing' })).resolves.toBeUndefined();
    await expect(presence.clear()).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith(
      '[reelbeat] Discord is not available for presence:',
      expect.any(String),
    );
  });

  it('survives the client closing mid-way and reconnects for the next update', async () => {
    const server = await standIn({ closeOnActivity: 1 });
    const { presence, logger } = presenceFor(server.socketPath);

    await expect(presence.set({ details: 'Browsing' })).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalled();

    await presence.set({ details: 'Searching' });
    const details = server
      .activityFrames()
      .map((f) => (f.args as { activity: { details: string } }).activity.details);
    expect(details).toEqual(['Browsing', 'Searching']);
    expect(server.frames.filter((f) => f.op === OP.HANDSHAKE)).toHaveLength(2);
  });

  it('does not retry a missing client more often than the retry interval', async () => {
    const missing = join(tmpdir(), `reelbeat-no-discord-${process.pid}`, 'discord-ipc-0');
    const { presence, logger } = presenceFor(missing, 60_000);
    await presence.set({ details: 'Browsing' });
    await presence.set({ details: 'Searching' });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
