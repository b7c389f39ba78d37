import { Client } from '@xhayper/discord-rpc';
import type { PresenceActivity } from '../../shared/desktop/reelbeat-bridge';
import type { PresenceLogger, PresenceService } from './presence-service';

export interface DiscordPresenceOptions {
  clientId: string;
  /** Full path of the IPC socket to use instead of Discord's usual locations (tests). */
  socketPath?: string;
  /** After a failed connection, wait this long before trying again. */
  retryAfterMs?: number;
  /**
   * How long to wait for an answer. The library does not notice a socket closed by Discord
   * mid-request (its request would hang for a minute), so a late answer means a dead link.
   */
  requestTimeoutMs?: number;
  logger?: PresenceLogger;
  now?: () => number;
}

/**
 * Presence through the Discord desktop client's local IPC socket (HANDSHAKE, then FRAMEs with
 * SET_ACTIVITY). The client may be absent or quit at any moment: every failure is logged as a
 * warning and the next update simply tries to connect again, never more than once per
 * retryAfterMs.
 */
export function createDiscordPresence({
  clientId,
  socketPath,
  retryAfterMs = 30_000,
  requestTimeoutMs = 5_000,
  logger = console,
  now = Date.now,
}: DiscordPresenceOptions): PresenceService {
  let client: Client | null = null;
  let connecting: Promise<Client | null> | null = null;
  let lastFailureAt = Number.NEGATIVE_INFINITY;
  let disposed = false;

  const drop = (stale: Client) => {
    if (client === stale) client = null;
    void stale.destroy().catch(() => {});
  };

  const connect = async (): Promise<Client | null> => {
    if (client?.isConnected) return client;
    if (connecting) return connecting;
    if (disposed || now() - lastFailureAt < retryAfterMs) return null;
    const candidate = new Client({
      clientId,
      transport: socketPath
        ? { type: 'ipc', pathList: [{ platform: [process.platform], format: () => socketPath }] }
        : { type: 'ipc' },
    });
    candidate.on('disconnected', () => {
      logger.warn('[reelbeat] Discord closed the presence connection');
      drop(candidate);
    });
    connecting = candidate
      .connect()
      .then(() => {
        client = candidate;
        return candidate;
      })
      .catch((error: unknown) => {
        lastFailureAt = now();
        logger.warn('[reelbeat] Discord is not available for presence:', describe(error));
        drop(candidate);
        return null;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  };

  const run = async (what: string, action: (connected: Client) => Promise<unknown>) => {
    const connected = await connect();
    if (!connected) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Discord did not answer')), requestTimeoutMs);
    });
    try {
      await Promise.race([action(connected), timeout]);
    } catch (error) {
      logger.warn(`[reelbeat] presence ${what} failed:`, describe(error));
      drop(connected);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    set: (activity: PresenceActivity) =>
      run('update', async (connected) => {
        if (!connected.user) throw new Error('Discord did not report a user');
        await connected.user.setActivity({
          details: activity.details,
          state: activity.state,
          startTimestamp: activity.startedAt,
          instance: false,
        });
      }),
    clear: () =>
      run('clear', async (connected) => {
        await connected.user?.clearActivity();
      }),
    async dispose() {
      disposed = true;
      const current = client ?? (await connecting);
      client = null;
      if (current) await current.destroy().catch(() => {});
    },
  };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
