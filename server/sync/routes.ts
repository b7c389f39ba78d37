import { Hono, type Context } from 'hono';
import { credentialFromHeader } from './credential.ts';
import type { SyncLimits } from './limits.ts';
import type { KeyedLimiter } from './rate-limit.ts';
import {
  fail,
  sizeText,
  NO_STORE,
  readBody,
  tooManyRequests,
  unauthorized,
  unavailable,
} from './responses.ts';
import { changesQuerySchema, issueText, writeBodySchema } from './schemas.ts';
import { StoreUnavailable } from './sql-driver.ts';
import type { SpaceHead, SpaceKey, SyncStore } from './store-types.ts';

export interface SyncRouteDeps {
  store: () => Promise<SyncStore>;
  limits: SyncLimits;
  perSpace: KeyedLimiter;
  perAddress: KeyedLimiter;
  addressOf: (c: Context) => string;
  /** A space changed (head) or was deleted (null): tell its live devices, here and elsewhere. */
  changed: (space: string, head: SpaceHead | null) => void;
}

type Handler = (c: Context, key: SpaceKey, store: SyncStore) => Promise<Response>;

/**
 * `/api/sync/*`: the protocol of docs/sync.md. Each request is limited by address, then
 * needs `Authorization: Bearer <space>.<token>`, then is limited by space. Nothing here
 * logs a space id, a token or a record.
 */
export function syncRoutes(deps: SyncRouteDeps) {
  const { limits } = deps;
  const writeSchema = writeBodySchema(limits);
  const changesSchema = changesQuerySchema(limits);
  const app = new Hono();

  const guarded = (handler: Handler) => async (c: Context) => {
    const addressWait = deps.perAddress.take(deps.addressOf(c));
    if (addressWait > 0) return tooManyRequests(c, addressWait);
    const key = credentialFromHeader(c.req.header('authorization'));
    if (!key) return unauthorized(c);
    const spaceWait = deps.perSpace.take(`${key.space}:${key.tokenHash}`);
    if (spaceWait > 0) return tooManyRequests(c, spaceWait);
    try {
      const response = await handler(c, key, await deps.store());
      response.headers.set('Cache-Control', NO_STORE);
      return response;
    } catch (error) {
      if (error instanceof StoreUnavailable) return unavailable(c);
      // The message only: a database error can quote the statement's parameters (ids, data).
      console.error(`[reelbeat] sync request failed: ${c.req.method} (${(error as Error).name})`);
      return unavailable(c);
    }
  };

  app.post(
    '/records',
    guarded(async (c, key, store) => {
      const text = await readBody(c.req.raw, limits.bodyMaxBytes);
      if (text === null) {
        return fail(
          c,
          413,
          'body_too_large',
          `A sync request may carry at most ${sizeText(limits.bodyMaxBytes)}; send fewer records at once.`,
          { bodyMaxBytes: limits.bodyMaxBytes },
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return fail(c, 400, 'invalid_body', 'The request body is not JSON.');
      }
      const parsed = writeSchema.safeParse(json);
      if (!parsed.success) return fail(c, 400, 'invalid_body', issueText(parsed.error));
      const big = parsed.data.records.find((r) => r.data.length > limits.recordMaxBytes);
      if (big) {
        return fail(
          c,
          413,
          'record_too_large',
          `A record may hold at most ${sizeText(limits.recordMaxBytes)}; record ${big.id} holds ${sizeText(big.data.length)}.`,
          { recordMaxBytes: limits.recordMaxBytes, id: big.id },
        );
      }
      const outcome = await store.write(key, parsed.data);
      switch (outcome.kind) {
        case 'unauthorized':
          return unauthorized(c);
        case 'replayed':
          return fail(
            c,
            409,
            'replayed',
            'This request was already applied; pull to see its result.',
            { ...outcome.head },
          );
        case 'conflict':
          return fail(
            c,
            409,
            'conflict',
            'Some records changed since this device saw them; merge and retry.',
            { ...outcome.head, conflicts: outcome.conflicts },
          );
        case 'quota':
          return fail(
            c,
            413,
            'quota_exceeded',
            `This sync space may hold ${sizeText(limits.quotaBytes)}; this write would make it ${sizeText(outcome.neededBytes)}.`,
            { usedBytes: outcome.usedBytes, quotaBytes: limits.quotaBytes },
          );
        case 'written':
          deps.changed(key.space, outcome.head);
          return c.json({ ...outcome.head, records: outcome.records });
      }
    }),
  );

  app.get(
    '/changes',
    guarded(async (c, key, store) => {
      const query = changesSchema.safeParse(c.req.query());
      if (!query.success) return fail(c, 400, 'invalid_query', issueText(query.error));
      const page = await store.changes(key, query.data.since, query.data.limit);
      if (!page) return unauthorized(c);
      return c.json({ ...page.head, records: page.records, next: page.next, more: page.more });
    }),
  );

  app.get(
    '/space',
    guarded(async (c, key, store) => {
      const usage = await store.usage(key);
      if (!usage) return unauthorized(c);
      return c.json({
        ...usage,
        quotaBytes: limits.quotaBytes,
        recordMaxBytes: limits.recordMaxBytes,
      });
    }),
  );

  app.delete(
    '/space',
    guarded(async (c, key, store) => {
      if (!(await store.deleteSpace(key))) return unauthorized(c);
      deps.changed(key.space, null);
      return c.body(null, 204);
    }),
  );

  app.get('/live', (c) =>
    fail(c, 426, 'upgrade_required', 'Live updates need a WebSocket connection.'),
  );
  app.all('*', (c) => fail(c, 404, 'not_found', 'Not found'));
  return app;
}
