/**
 * The live connection (docs/sync.md, "Live"): a WebSocket on the page's own origin, the key in
 * the hello; `onHead` hears where the space is (after `ready` and each `changed`). It reconnects
 * with a backoff (1 s doubling to 60 s, with jitter); the runner polls meanwhile.
 */
export interface LiveOptions {
  auth: string;
  onHead: (epoch: string, seq: number) => void;
  onDeleted: () => void;
  onConnected: (connected: boolean) => void;
  url?: string;
}

const MAX_BACKOFF_MS = 60_000;

export function connectLive(options: LiveOptions) {
  const url =
    options.url ??
    `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/sync/live`;
  let socket: WebSocket | null = null;
  let backoff = 1000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let connected = false;

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    options.onConnected(value);
  };

  function open() {
    if (closed || typeof WebSocket === 'undefined') return;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'hello', auth: options.auth }));
    ws.onmessage = (event: MessageEvent<unknown>) => {
      let message: { type?: unknown; epoch?: unknown; seq?: unknown };
      try {
        message = JSON.parse(String(event.data)) as typeof message;
      } catch {
        return;
      }
      if (message.type === 'deleted') return options.onDeleted();
      if (typeof message.epoch !== 'string' || typeof message.seq !== 'number') return;
      if (message.type === 'ready') {
        backoff = 1000;
        setConnected(true);
      }
      options.onHead(message.epoch, message.seq);
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      setConnected(false);
      if (closed || event.code === 4404) return;
      const wait = backoff * (0.75 + Math.random() * 0.5);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      timer = setTimeout(open, wait);
    };
  }

  open();
  return {
    connected: () => connected,
    /** Connects again now (after coming online, or once the space exists). */
    retry() {
      if (closed || socket) return;
      clearTimeout(timer);
      backoff = 1000;
      open();
    },
    close() {
      closed = true;
      clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
