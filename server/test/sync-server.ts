import WebSocket from 'ws';

export interface LiveDevice {
  socket: WebSocket;
  /** Messages received so far, parsed, with the time each arrived (performance.now()). */
  messages: { at: number; message: Record<string, unknown> }[];
  next(
    predicate: (message: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<number>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A live connection that says hello with `auth` (docs/sync.md, "Live"). */
export function connectLive(origin: string, auth: string | null): Promise<LiveDevice> {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/sync/live`);
  const messages: LiveDevice['messages'] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push({
      at: performance.now(),
      message: JSON.parse(String(data)) as Record<string, unknown>,
    });
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const next: LiveDevice['next'] = (predicate, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find((m) => predicate(m.message));
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found.at);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(
          new Error(`no such live message within ${timeoutMs} ms: ${JSON.stringify(messages)}`),
        );
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => {
      if (auth !== null) socket.send(JSON.stringify({ type: 'hello', auth }));
      resolve({ socket, messages, next, closed });
    });
  });
}
