import { Hono } from 'hono';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PLAYER_SERVERS, type PlayerServerId } from '../../shared/config/players.ts';
import type { ServerEnv } from '../env.ts';
import { createHealthChecker, type HealthCheckerOptions, type OriginHealth } from './health.ts';
import { originsOf, type DemoFault } from './players-file.ts';
import { createPlayersRegistry, type PlayersState } from './registry.ts';

export type { DemoFault } from './players-file.ts';

export interface PlayerStatus extends OriginHealth {
  id: PlayerServerId;
  name: string;
  label: string;
}

/** The demo player is served by this very server: if the page loads, it is up. */
const SAME_ORIGIN_UP: OriginHealth = { status: 'up', latencyMs: 0, checkedAt: null };

export interface PlayersServiceOptions {
  health?: HealthCheckerOptions;
  pollMs?: number;
  log?: (line: string) => void;
}

/** The live server list (PLAYERS_FILE, watched) and the health of each server's host. */
export function createPlayersService(env: ServerEnv, options: PlayersServiceOptions = {}) {
  const registry = createPlayersRegistry({
    path: env.playersFile,
    pollMs: options.pollMs,
    log: options.log,
  });
  const health = createHealthChecker(options.health);
  const sync = (state: PlayersState) => health.setOrigins(Object.values(originsOf(state.table)));
  sync(registry.current());
  registry.subscribe(sync);

  const origins = () => originsOf(registry.current().table);

  return {
    registry,
    health,
    origins,
    revision: () => registry.current().revision,
    faultOf: (id: string): DemoFault | null =>
      registry.current().table[id as PlayerServerId]?.fault ?? null,
    statuses(): PlayerStatus[] {
      const live = origins();
      return PLAYER_SERVERS.map((server) => {
        const origin = live[server.id];
        return {
          id: server.id,
          name: server.name,
          label: server.quality,
          ...(origin ? health.get(origin) : SAME_ORIGIN_UP),
        };
      });
    },
    start() {
      registry.watch();
      if (env.playerHealthChecks) health.start();
    },
    close() {
      registry.close();
      health.stop();
    },
  };
}

export type PlayersService = ReturnType<typeof createPlayersService>;

export const PLAYERS_PATH = '/api/players';

/**
 * The `/api/players` body, built again only when the list or a server's health changed: the
 * page asks on every Watch visit, so the answer is a string kept ready, not a fresh object.
 */
export function playersBody(service: PlayersService): () => string {
  let key = '';
  let body = '';
  return () => {
    const now = `${service.revision()}:${service.health.version()}`;
    if (now !== key) {
      body = JSON.stringify({ revision: service.revision(), servers: service.statuses() });
      key = now;
    }
    return body;
  };
}

/** GET /api/players: every server with its status, answered from memory (never cached). */
export function playersRoutes(service: PlayersService) {
  const app = new Hono();
  const body = playersBody(service);
  app.get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'application/json');
    return c.body(body());
  });
  return app;
}

/**
 * The same answer on Node's fast path (server/main.ts), before the request reaches Hono: the
 * headers the app adds to every response come from `outerHeaders`, read per answer because
 * the CSP follows PLAYERS_FILE. Returns whether it answered.
 */
export function servePlayersNode(
  service: PlayersService,
  outerHeaders: () => readonly [string, string][],
) {
  const body = playersBody(service);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || req.url !== PLAYERS_PATH) return false;
    const bytes = Buffer.from(body());
    res.writeHead(200, [
      ...outerHeaders().flat(),
      'Cache-Control',
      'no-store',
      'Content-Type',
      'application/json',
      'Content-Length',
      String(bytes.length),
    ]);
    res.end(method === 'HEAD' ? undefined : bytes);
    return true;
  };
}
