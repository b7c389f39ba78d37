import { Suspense, useEffect, useMemo, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Users } from 'lucide-react';
import { Button } from '@/components/button';
import type { PlayerServerConfig } from '@shared/config/config-schema';
import type { PlayerServerId } from '@shared/config/players';
import { href } from '@shared/config/paths';
import { useT } from '@/lib/i18n';
import {
  VideoRoomPanel,
  WatchTogetherDialog,
  useRoomMedia,
  type VideoBridge,
  type VideoEvent,
  type VideoMedia,
} from '../../together';
import { supportsStartTime, type WatchTarget } from '../embed-urls';
import { createPlayerMessageHandler } from '../player-messages';
import styles from '../watch.module.css';

interface WatchTogetherOptions {
  target: WatchTarget;
  server: PlayerServerConfig | null;
  title: string | undefined;
  iframeRef: RefObject<HTMLIFrameElement | null>;
  trustedOrigins: ReadonlySet<string>;
  onChooseServer: (id: PlayerServerId) => void;
  /** Reloads the embed at a time (servers whose address takes one). */
  reloadAt: (seconds: number) => void;
}

const PLAYING = new Set(['play', 'timeupdate']);

/**
 * "Watch together" on the player page, and the room beside the video while this tab is in a
 * video room (features/together). The room reaches the embed only through the bridge built
 * here: its events (trusted origins and the embed's own window only), the demo player's
 * commands, a reload at a time, and moving to the room's title, episode or server.
 */
export function useWatchTogether(options: WatchTogetherOptions) {
  const { target, server, title, iframeRef, trustedOrigins } = options;
  const t = useT();
  const navigate = useNavigate();
  const roomMedia = useRoomMedia();
  const [starting, setStarting] = useState(false);
  /** The server whose player said it takes play, pause and seek. */
  const [commanded, setCommanded] = useState<string | null>(null);
  const [held] = useState(() => new Held(options));
  useEffect(() => {
    held.follow(options);
  });

  const serverId = server?.id ?? null;
  useEffect(() => {
    const handler = createPlayerMessageHandler({
      trustedOrigins,
      getSource: () => iframeRef.current?.contentWindow ?? null,
      onPlayerEvent: (event) => {
        held.last = { playing: PLAYING.has(event.event), position: event.currentTime };
        for (const listener of held.listeners) listener(event);
      },
      onMediaData: () => undefined,
      onCapabilities: (list) => {
        if (['play', 'pause', 'seek'].every((c) => list.includes(c))) setCommanded(serverId);
      },
    });
    window.addEventListener('message', handler);
    return () => window.removeEventListener('message', handler);
  }, [trustedOrigins, iframeRef, serverId, held]);

  const media: VideoMedia | null = server
    ? {
        kind: 'video',
        type: target.type,
        id: target.id,
        season: target.season ?? 0,
        episode: target.episode ?? 0,
        server: server.id,
        title: (title ?? '').slice(0, 200),
      }
    : null;
  const reports = Boolean(server && (server.origin === null || server.id === 'void'));
  const capability =
    server && commanded === server.id ? 'controlled' : reports ? 'reports' : 'none';
  const key = media ? JSON.stringify(media) : null;

  const bridge = useMemo<VideoBridge | null>(
    () => (media && server ? createBridge(media, server, capability, held, navigate) : null),
    // The bridge changes with what plays and how far it can be followed, not per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, capability],
  );

  const inVideoRoom = roomMedia?.kind === 'video';
  const button =
    bridge && !inVideoRoom ? (
      <Button aria-haspopup="dialog" onClick={() => setStarting(true)}>
        <Users aria-hidden size={18} />
        <span className={styles.buttonText}>{t('watch.together.start')}</span>
      </Button>
    ) : null;
  const panel = (
    <Suspense fallback={null}>
      {bridge && inVideoRoom ? <VideoRoomPanel bridge={bridge} /> : null}
      {bridge && starting && !inVideoRoom ? (
        <WatchTogetherDialog bridge={bridge} onClose={() => setStarting(false)} />
      ) : null}
    </Suspense>
  );
  return { button, panel };
}

/** What the bridge's functions reach after render: listeners, the last report, the options. */
class Held {
  readonly listeners = new Set<(event: VideoEvent) => void>();
  last = { playing: false, position: 0 };
  constructor(public options: WatchTogetherOptions) {}
  follow(options: WatchTogetherOptions) {
    this.options = options;
  }
}

function createBridge(
  media: VideoMedia,
  server: PlayerServerConfig,
  capability: VideoBridge['capability'],
  held: Held,
  navigate: (to: string) => void,
): VideoBridge {
  const embedOrigin = server.origin ?? window.location.origin;
  return {
    media,
    capability,
    takesStartTime: supportsStartTime(server),
    lastKnown: () => held.last,
    subscribe: (listener) => {
      held.listeners.add(listener);
      return () => held.listeners.delete(listener);
    },
    command: (command, time) =>
      held.options.iframeRef.current?.contentWindow?.postMessage(
        { type: 'PLAYER_COMMAND', command, time },
        embedOrigin,
      ),
    reloadAt: (seconds) => held.options.reloadAt(seconds),
    go: (next) => {
      const sameEpisode =
        next.type === media.type &&
        next.id === media.id &&
        next.season === media.season &&
        next.episode === media.episode;
      if (sameEpisode) held.options.onChooseServer(next.server as PlayerServerId);
      else navigate(href.watch(next.type, next.id, next.season, next.episode));
    },
  };
}
