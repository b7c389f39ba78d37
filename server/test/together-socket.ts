import { WebSocket } from 'ws';
import type { ServerMessage } from '../../shared/together/messages.ts';

/** A member over a real WebSocket, for the server's socket tests and the bench. */
export class SocketMember {
  readonly received: ServerMessage[] = [];
  private waiters: { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] =
    [];
  onMessage: ((message: ServerMessage) => void) | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      this.received.push(message);
      this.onMessage?.(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(message)) return true;
        w.resolve(message);
        return false;
      });
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<SocketMember> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      socket.once('open', () => resolve(new SocketMember(socket)));
      socket.once('error', reject);
      socket.once('unexpected-response', (req, res) => {
        req.destroy();
        reject(new Error(`HTTP ${res.statusCode}`));
      });
    });
  }

  send(message: unknown) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message of type `t` (or one already received that `test` accepts, when `past`). */
  next<T extends ServerMessage['t']>(
    t: T,
    test: (m: Extract<ServerMessage, { t: T }>) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<Extract<ServerMessage, { t: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${t} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        test: (m) => m.t === t && test(m as Extract<ServerMessage, { t: T }>),
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as Extract<ServerMessage, { t: T }>);
        },
      });
    });
  }

  closed(): Promise<number> {
    return new Promise((resolve) => this.socket.once('close', (code) => resolve(code)));
  }

  close() {
    this.socket.close();
  }
}
