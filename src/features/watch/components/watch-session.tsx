import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ArrowLeft, Maximize, Minimize, ShieldAlert } from 'lucide-react';
import { Button } from '@/components/button';
import { useConfig } from '@/config/config-context';
import type { PlayerServerId } from '@/config/players';
import { href } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useMediaDetails, useSeason } from '../../catalog';
import { reportActivity } from '../../desktop';
import { useContinueWatchingStore } from '../../library';
import { useSetting } from '../../settings';
import { buildEmbedUrl, USES_IMDB, type WatchTarget } from '../embed-urls';
import { nextEpisode, previousEpisode, type EpisodeRef } from '../episode-nav';
import { resumePosition } from '../resume';
import { defaultServerFor, serversFor, trustedMessageOrigins } from '../servers';
import { useFullscreen } from '../use-fullscreen';
import { usePlayerSession } from '../use-player-session';
import { catalogTypeOf, type WatchRequest } from '../watch-params';
import styles from '../watch.module.css';
import { EpisodeControls } from './episode-controls';
import { NoSource } from './no-source';
import { PlayerFrame } from './player-frame';
import { ServerPicker } from './server-picker';
import { UpNext } from './up-next';

export const UP_NEXT_SECONDS = 10;

interface WatchSessionProps {
  request: WatchRequest;
  target: WatchTarget;
  chosenServer: PlayerServerId | null;
  onChooseServer: (id: PlayerServerId) => void;
}

/** One title or episode on the player page: header, servers, the embed, episode controls. */
export function WatchSession({ request, target, chosenServer, onChooseServer }: WatchSessionProps) {
  const config = useConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const mediaType = catalogTypeOf(target.type);
  const isEpisode = target.type !== 'movie';
  const details = useMediaDetails(mediaType, target.id);
  const season = useSeason(isEpisode ? target.id : null, target.season);
  const preferred = useSetting('defaultServer');
  const unsandboxed = useSetting('unsandboxedServers');
  const autoNext = useSetting('autoNext');

  const offered = useMemo(
    () => serversFor(config.players, target.type),
    [config.players, target.type],
  );
  const server = offered.find((s) => s.id === chosenServer) ?? defaultServerFor(offered, preferred);
  const trusted = useMemo(
    () => trustedMessageOrigins(config.players, window.location.origin),
    [config.players],
  );

  const [startAt, setStartAt] = useState(() =>
    resumePosition(useContinueWatchingStore.getState().entries, target),
  );
  const [upNext, setUpNext] = useState(false);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stageRef);

  const title = details.data?.title ?? (details.isPending ? 'Loading...' : 'Unknown Title');
  const heading = isEpisode ? `${title} - S${target.season}E${target.episode}` : title;
  usePageTitle(heading);
  const loadedTitle = details.data?.title;
  useEffect(() => {
    if (loadedTitle) {
      reportActivity({
        kind: 'watching',
        title: loadedTitle,
        season: target.season,
        episode: target.episode,
      });
    }
  }, [loadedTitle, target.season, target.episode]);

  const bounds = {
    episodesInSeason: season.data?.episodes.length || undefined,
    seasons: details.data?.seasons,
  };
  const current: EpisodeRef = { season: target.season ?? 1, episode: target.episode ?? 1 };
  const next = isEpisode ? nextEpisode(current, bounds) : null;
  const previous = isEpisode ? previousEpisode(current, bounds) : null;

  const goTo = useCallback(
    (e: EpisodeRef) => navigate(href[request.prefix](target.type, target.id, e.season, e.episode)),
    [navigate, request.prefix, target.type, target.id],
  );
  const playNext = useCallback(() => {
    if (next) goTo(next);
  }, [goTo, next]);

  const session = usePlayerSession({
    target,
    item: details.data,
    iframeRef,
    trustedOrigins: trusted,
    onEnded: () => {
      if (autoNext && next) setUpNext(true);
    },
  });

  const chooseServer = (id: PlayerServerId) => {
    if (id === server?.id) return;
    session.flush();
    setStartAt(session.positionRef.current ?? startAt);
    onChooseServer(id);
  };

  const goBack = () => {
    // Opened directly (no in-app history): Back goes to the title's detail page.
    if (location.key === 'default') navigate(href.detail(target.type, target.id));
    else navigate(-1);
  };

  // Servers that take an IMDb id wait for the details, so the embed is not loaded twice.
  const waitForImdb = server && USES_IMDB.has(server.id) && details.isPending;
  const src =
    server && !waitForImdb
      ? buildEmbedUrl(
          server,
          { ...target, imdbId: details.data?.imdbId ?? null },
          { pageOrigin: window.location.origin, startAt },
        )
      : null;
  const sandboxed = !(server && unsandboxed.includes(server.id));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Button className={styles.back} onClick={goBack} aria-label="Back">
          <ArrowLeft aria-hidden size={20} />
        </Button>
        <h1 className={styles.heading}>{heading}</h1>
        <Button onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
          {fullscreen.active ? (
            <Minimize aria-hidden size={18} />
          ) : (
            <Maximize aria-hidden size={18} />
          )}
          <span className={styles.buttonText}>Fullscreen</span>
        </Button>
      </header>
      <ServerPicker
        servers={offered}
        selected={server?.id}
        unsandboxed={unsandboxed}
        onSelect={chooseServer}
      />
      <p className={styles.hint}>If the content is wrong or missing, try switching servers</p>
      {!sandboxed && server ? (
        <p className={styles.warning}>
          <ShieldAlert aria-hidden size={16} /> Sandbox off for {server.name}: its pop-ups and
          redirects are not blocked (Settings → Ad Blocking).
        </p>
      ) : null}
      <div ref={stageRef} className={styles.stage}>
        {src && server ? (
          <PlayerFrame
            ref={iframeRef}
            className={styles.frame}
            src={src}
            title={`Player: ${server.name}`}
            sandboxed={sandboxed}
          />
        ) : waitForImdb ? (
          <p className={styles.loading}>Loading player...</p>
        ) : (
          <NoSource request={request} />
        )}
        {upNext && next ? (
          <UpNext
            label={`S${next.season}E${next.episode}`}
            seconds={UP_NEXT_SECONDS}
            onPlay={playNext}
            onCancel={() => setUpNext(false)}
          />
        ) : null}
      </div>
      {isEpisode ? <EpisodeControls previous={previous} next={next} onGo={goTo} /> : null}
    </div>
  );
}
