import { readFile } from 'node:fs/promises';
import { WebSocket } from 'ws';
import { startServer } from './server-process.ts';

export interface TogetherRoomsResult {
  rooms: number;
  membersPerRoom: number;
  /** Host actions sent, and deliveries to the other members measured. */
  actions: number;
  deliveries: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The server process's resident memory, highest reading while the rooms were open. */
  rssMb: number;
  /** Deliveries that never arrived (should be none). */
  lost: number;
}

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

/** The value below which `p` % of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function rssMb(pid: number | undefined): Promise<number> {
  if (pid === undefined) return NaN;
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/** One member socket: resolves once open, and hands every parsed message to `onMessage`. */
function connect(
  url: string,
  address: string,
  onMessage: (m: { t: string; [k: string]: unknown }) => void,
) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { 'X-Forwarded-For': address } });
    socket.on('message', (data) => onMessage(JSON.parse(String(data))));
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

function next(socket: WebSocket, t: string): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const listener = (data: unknown) => {
      const message = JSON.parse(String(data)) as { t: string };
      if (message.t !== t) return;
      socket.off('message', listener);
      resolve(message);
    };
    socket.on('message', listener);
  });
}

const media = {
  kind: 'music',
  songs: ['bench-song'],
  index: 0,
  title: 'Bench',
  artist: 'Reelbeat',
  shuffle: false,
};

/**
 * 200 rooms of 5 members on one server process (WEB_CONCURRENCY=1), all connected at once. In
 * each round every host sends one playback change, the hosts spread over a second; the time
 * until each of its 4 guests receives it is one sample. The bench client runs in this process,
 * so its own event loop counts against the server: the figures are an upper bound.
 */
export async function measureTogetherRooms(
  port: number,
  { rooms = 200, membersPerRoom = 5, rounds = 10 } = {},
): Promise<TogetherRoomsResult> {
  // Each room's members come from an address of their own (one household each), as the
  // server limits sockets and rooms per address: behind TRUST_PROXY=1 it reads X-Forwarded-For.
  const server = await startServer('nonexistent-dist', port, {
    WEB_CONCURRENCY: '1',
    TRUST_PROXY: '1',
  });
  const url = `ws://127.0.0.1:${port}/api/together`;
  const sockets: WebSocket[] = [];
  const latencies: number[] = [];
  const sentAt = new Map<number, number>();
  let peakRss = 0;
  try {
    log(`together: opening ${rooms} rooms × ${membersPerRoom} members`);
    const hosts: WebSocket[] = [];
    const onGuestMessage = (m: { t: string; [k: string]: unknown }) => {
      if (m.t !== 'playback') return;
      const id = (m.playback as { position: number }).position;
      const sent = sentAt.get(id);
      if (sent !== undefined) latencies.push(performance.now() - sent);
    };
    for (let r = 0; r < rooms; r += 1) {
      const address = `10.0.${r >> 8}.${r & 255}`;
      const host = await connect(url, address, () => undefined);
      const welcome = next(host, 'welcome');
      host.send(
        JSON.stringify({
          t: 'create',
          name: `Host ${r}`,
          media,
          playback: { playing: false, position: 0, at: Date.now() },
        }),
      );
      const { room } = (await welcome) as { room: string };
      hosts.push(host);
      sockets.push(host);
      const guests = await Promise.all(
        Array.from({ length: membersPerRoom - 1 }, async (_, g) => {
          const guest = await connect(url, address, onGuestMessage);
          const joined = next(guest, 'welcome');
          guest.send(JSON.stringify({ t: 'join', room, name: `Guest ${g}` }));
          await joined;
          return guest;
        }),
      );
      sockets.push(...guests);
    }
    peakRss = Math.max(peakRss, await rssMb(server.pid));
    log(`together: ${rounds} rounds of one action per host (RSS ${peakRss.toFixed(0)} MB)`);
    let action = 0;
    for (let round = 0; round < rounds; round += 1) {
      await Promise.all(
        hosts.map(
          (host, i) =>
            new Promise<void>((resolve) =>
              setTimeout(
                () => {
                  action += 1;
                  // The position carries the action's number, so each delivery finds its send.
                  const position = round * rooms + i + 1;
                  sentAt.set(position, performance.now());
                  host.send(
                    JSON.stringify({
                      t: 'playback',
                      playback: { playing: true, position, at: Date.now() },
                    }),
                  );
                  resolve();
                },
                (i * 1000) / rooms,
              ),
            ),
        ),
      );
      peakRss = Math.max(peakRss, await rssMb(server.pid));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const deliveries = action * (membersPerRoom - 1);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      rooms,
      membersPerRoom,
      actions: action,
      deliveries: latencies.length,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
      maxMs: sorted.at(-1) ?? NaN,
      rssMb: peakRss,
      lost: deliveries - latencies.length,
    };
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}
