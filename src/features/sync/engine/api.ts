/** The sync server's HTTP API (docs/sync.md, "Endpoints"), with its answers as data. */

export interface RemoteRecord {
  id: string;
  seq: number;
  data: string | null;
}

export interface ChangesPage {
  epoch: string;
  seq: number;
  records: RemoteRecord[];
  next: number;
  more: boolean;
}

export interface WriteRecord {
  id: string;
  base: number;
  data: string;
}

export type WriteAnswer =
  | { kind: 'ok'; epoch: string; seq: number; records: { id: string; seq: number }[] }
  | { kind: 'conflict'; conflicts: RemoteRecord[] }
  | { kind: 'replayed' }
  | { kind: 'too-large'; id: string };

/** A refusal the client cannot settle by itself: a status, the server's code, when to retry. */
export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly retryAfter: number | null,
    /** A `quota_exceeded` refusal's quota: how much the server lets a space hold. */
    readonly quotaBytes: number | null = null,
  ) {
    super(`Sync request failed: ${status} ${code}`);
    this.name = 'SyncHttpError';
  }
}

export interface SyncApi {
  changes(since: number, limit?: number): Promise<ChangesPage>;
  write(records: WriteRecord[]): Promise<WriteAnswer>;
  deleteSpace(): Promise<void>;
}

const randomRequestId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
};

async function refusal(response: Response): Promise<SyncHttpError> {
  const body = (await response.json().catch(() => ({}))) as {
    error?: unknown;
    quotaBytes?: unknown;
  };
  const after = Number(response.headers.get('retry-after'));
  return new SyncHttpError(
    response.status,
    typeof body.error === 'string' ? body.error : 'unknown',
    Number.isFinite(after) && after > 0 ? after : null,
    typeof body.quotaBytes === 'number' && body.quotaBytes > 0 ? body.quotaBytes : null,
  );
}

/** Requests to `origin` ('' for the page's own) with the space's credential. */
export function syncApi(origin: string, auth: string, send: typeof fetch = fetch): SyncApi {
  const headers = { authorization: `Bearer ${auth}`, 'content-type': 'application/json' };
  const call = (path: string, init: RequestInit = {}) =>
    send(`${origin}/api/sync${path}`, { ...init, headers, cache: 'no-store' });
  return {
    async changes(since, limit = 1000) {
      const response = await call(`/changes?since=${since}&limit=${limit}`);
      if (!response.ok) throw await refusal(response);
      return (await response.json()) as ChangesPage;
    },
    async write(records) {
      const body = JSON.stringify({ requestId: randomRequestId(), records });
      const response = await call('/records', { method: 'POST', body });
      if (response.ok) return { kind: 'ok', ...((await response.json()) as object) } as WriteAnswer;
      if (response.status === 409 || response.status === 413) {
        const answer = (await response
          .clone()
          .json()
          .catch(() => ({}))) as {
          error?: string;
          conflicts?: RemoteRecord[];
          id?: string;
        };
        if (answer.error === 'conflict')
          return { kind: 'conflict', conflicts: answer.conflicts ?? [] };
        if (answer.error === 'replayed') return { kind: 'replayed' };
        if (answer.error === 'record_too_large') return { kind: 'too-large', id: answer.id ?? '' };
      }
      throw await refusal(response);
    },
    async deleteSpace() {
      const response = await call('/space', { method: 'DELETE' });
      if (!response.ok && response.status !== 401) throw await refusal(response);
    },
  };
}
