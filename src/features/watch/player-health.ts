import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { PLAYER_SERVER_IDS, type PlayerServerId } from '@shared/config/players';
import type { ServerStatus, StatusOf } from './server-choice';

const statusSchema = z.object({
  revision: z.number(),
  servers: z.array(
    z.object({
      id: z.enum(PLAYER_SERVER_IDS),
      status: z.enum(['up', 'down', 'unknown']),
      latencyMs: z.nullable(z.number()),
    }),
  ),
});

export interface ServerHealth {
  status: ServerStatus;
  latencyMs: number | null;
}

export type HealthMap = ReadonlyMap<PlayerServerId, ServerHealth>;

/** GET /api/players (server/players). A static host without the server knows no status. */
export async function fetchPlayerHealth(signal?: AbortSignal): Promise<HealthMap> {
  const response = await fetch('/api/players', { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) return new Map();
  const parsed = statusSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return new Map();
  return new Map(parsed.data.servers.map((s) => [s.id, s]));
}

/** Each server's health as the Reelbeat server last saw it; "unknown" until it answers. */
export function usePlayerHealth(): {
  statusOf: StatusOf;
  health: HealthMap;
  settled: boolean;
  refresh: () => void;
} {
  const query = useQuery({
    queryKey: ['players', 'health'],
    queryFn: ({ signal }) => fetchPlayerHealth(signal),
    staleTime: 60_000,
    retry: false,
  });
  const health: HealthMap = query.data ?? new Map();
  return {
    health,
    statusOf: (id) => health.get(id)?.status ?? 'unknown',
    settled: !query.isPending,
    refresh: () => void query.refetch(),
  };
}
