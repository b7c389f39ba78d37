import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MatcherBusy } from './busy.ts';
import { matchRequestSchema, type Matcher } from './shapes.ts';

/** `POST /api/catalog/match`: many rows per request, each matched or given a reason. */
export function matchRoutes(matcher: Matcher): Hono {
  const app = new Hono();
  app.post(
    '/',
    bodyLimit({ maxSize: 512 * 1024, onError: (c) => c.json({ error: 'Too many rows' }, 413) }),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: 'Invalid JSON' }, 400);
      }
      const parsed = matchRequestSchema.safeParse(body);
      if (!parsed.success) return c.json({ error: 'Invalid rows' }, 400);
      try {
        const results = await matcher.match(parsed.data.rows);
        return c.json({ results }, 200, { 'Cache-Control': 'no-store' });
      } catch (error) {
        if (!(error instanceof MatcherBusy)) throw error;
        // No row is reported: the client sends the same rows again after Retry-After.
        return c.json({ error: error.message }, 503, {
          'Retry-After': String(error.retryAfterS),
          'Cache-Control': 'no-store',
        });
      }
    },
  );
  return app;
}
