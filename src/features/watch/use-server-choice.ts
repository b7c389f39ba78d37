import { useEffect, useMemo, useRef, useState } from 'react';
import { useConfig } from '@/config/config-context';
import type { PlayerServerId } from '@shared/config/players';
import { preferredServer, useSetting } from '@/lib/settings';
import type { WatchTarget } from './embed-urls';
import { usePlayerHealth } from './player-health';
import { rememberedServer, rememberServer } from './player-memory';
import { initialServer, nextWorking, orderServers } from './server-choice';
import { serversFor } from './servers';

/** Past this many seconds on one server, the viewer is taken to be watching it. */
export const STAYED_SECONDS = 60;

interface ServerChoiceOptions {
  target: WatchTarget;
  /** The server the viewer (or the fallback) chose for this title, if any. */
  chosen: PlayerServerId | null;
  onChoose: (id: PlayerServerId) => void;
}

/**
 * Which server plays: the viewer's choice for this title, else the one remembered for it, else
 * the default, else the first working one (never one known to be down), and the next working
 * one when it stops responding.
 */
export function useServerChoice({ target, chosen, onChoose }: ServerChoiceOptions) {
  const config = useConfig();
  const defaultServer = useSetting('defaultServer');
  const defaultServerChosen = useSetting('defaultServerChosen');
  const preferred = preferredServer({ defaultServer, defaultServerChosen });
  const { statusOf, health, refresh } = usePlayerHealth();
  const offered = useMemo(
    () => serversFor(config.players, target.type),
    [config.players, target.type],
  );
  const ordered = orderServers(offered, statusOf, preferred);
  // Read once per episode: what played last time, not what this visit just remembered.
  const [remembered] = useState(() => rememberedServer(target));
  const [failed, setFailed] = useState<ReadonlySet<PlayerServerId>>(() => new Set());

  const server =
    offered.find((s) => s.id === chosen) ??
    initialServer(ordered, statusOf, [remembered, preferred]);
  const next = nextWorking(ordered, statusOf, failed, server?.id);

  const playedRef = useRef(false);
  const remember = () => {
    if (!server || playedRef.current) return;
    playedRef.current = true;
    rememberServer(target, server.id);
  };
  // The viewer stayed on this server: it counts as having played.
  const serverId = server?.id;
  useEffect(() => {
    playedRef.current = false;
    if (!serverId) return;
    const timer = window.setTimeout(() => {
      if (!playedRef.current) {
        playedRef.current = true;
        rememberServer(target, serverId);
      }
    }, STAYED_SECONDS * 1000);
    return () => window.clearTimeout(timer);
    // The target is fixed for a session (one per episode).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverId]);

  return {
    ordered,
    health,
    server,
    next,
    /** The embed reported playback: remember this server for the title. */
    remember,
    switchToNext() {
      if (!server || !next) return;
      setFailed((f) => new Set(f).add(server.id));
      onChoose(next.id);
    },
    retryAll() {
      setFailed(new Set());
      refresh();
      const first = initialServer(ordered, statusOf, [remembered, preferred]) ?? ordered[0];
      if (first) onChoose(first.id);
    },
    markFailed() {
      if (server) setFailed((f) => new Set(f).add(server.id));
    },
  };
}
