import { useMemo, useRef, useState } from 'react';
import { ArrowLeft, Maximize, Minimize, ShieldAlert } from 'lucide-react';
import { Button } from '@/components/button';
import { useConfig } from '@/config/config-context';
import type { PlayerServerId } from '@shared/config/players';
import { useLocale, useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { useMediaDetails } from '@/lib/catalog';
import { StreamLimitNotice, useStreamSlot } from '../../settings';
import { useSetting, useSubtitleStyle } from '@/lib/settings';
import { buildEmbedUrl, supportsStartTime, USES_IMDB, type WatchTarget } from '../embed-urls';
import { episodeCode, seriesEpisodesOf } from '../episode-nav';
import { askResumeAt } from '../resume';
import { trustedMessageOrigins } from '../servers';
import { useEpisodeFlow, UP_NEXT_SECONDS } from '../use-episode-flow';
import { useFullscreen } from '../use-fullscreen';
import { isPlayback, usePlayerSession } from '../use-player-session';
import { useServerChoice } from '../use-server-choice';
import { useServerFallback } from '../use-server-fallback';
import { useGoBack, useWatchActivity } from '../use-watch-activity';
import { useWatchKeys } from '../use-watch-keys';
import { catalogTypeOf, type WatchRequest } from '../watch-params';
import extra from '../player-extras.module.css';
import styles from '../watch.module.css';
import { EpisodeBar } from './episode-bar';
import { NoSource } from './no-source';
import { PlayerFrame } from './player-frame';
import { ResumePrompt } from './resume-prompt';
import { AllServersFailed, ServerNotResponding } from './server-fallback';
import { ServerPicker } from './server-picker';
import { UpNext } from './up-next';
import { useWatchTogether } from './watch-together';

export { UP_NEXT_SECONDS };

interface WatchSessionProps {
  request: WatchRequest;
  target: WatchTarget;
  chosenServer: PlayerServerId | null;
  onChooseServer: (id: PlayerServerId) => void;
}

/** One title or episode on the player page: header, servers, the embed, episode controls. */
export function WatchSession({ request, target, chosenServer, onChooseServer }: WatchSessionProps) {
  const config = useConfig();
  const t = useT();
  const locale = useLocale();
  const goBack = useGoBack(target);
  const details = useMediaDetails(catalogTypeOf(target.type), target.id);
  const unsandboxed = useSetting('unsandboxedServers');
  const fallbackSeconds = useSetting('fallbackSeconds');
  const autoSwitch = useSetting('autoSwitchServers');
  const choice = useServerChoice({ target, chosen: chosenServer, onChoose: onChooseServer });
  const { server } = choice;
  const episodes = useEpisodeFlow(target, details.data, request.prefix);
  const trusted = useMemo(
    () => trustedMessageOrigins(config.players, window.location.origin),
    [config.players],
  );

  // Saved progress between 2 % and 95 %: asked once, on servers whose address takes a start.
  const [resumeAt] = useState(() => askResumeAt(target));
  const [startAt, setStartAt] = useState<number | undefined>(undefined);
  const [answered, setAnswered] = useState(resumeAt === undefined);
  const [attempt, setAttempt] = useState(0);
  const [dismissedFailure, setDismissedFailure] = useState<string | null>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stageRef);
  useWatchKeys({ fullscreen, episodes });

  const title =
    details.data?.title ?? (details.isPending ? t('watch.loadingTitle') : t('watch.unknownTitle'));
  const heading = episodes.isEpisode
    ? t('watch.heading.episode', { title, episode: episodeCode(episodes.current) })
    : title;
  usePageTitle(heading);
  useWatchActivity(details.data?.title, target);

  const subtitles = useSubtitleStyle();
  const askResume = !answered && resumeAt !== undefined && server && supportsStartTime(server);
  // Servers that take an IMDb id wait for the details, so the embed is not loaded twice.
  const waitForImdb = server && USES_IMDB.has(server.id) && details.isPending;
  const src =
    server && !waitForImdb && !askResume
      ? buildEmbedUrl(
          server,
          { ...target, imdbId: details.data?.imdbId ?? null },
          { pageOrigin: window.location.origin, startAt, lang: locale, subtitles },
        )
      : null;
  // Settings → Max concurrent streams: a player beyond the limit is not loaded.
  const slot = useStreamSlot(Boolean(src));
  const frameKey = src && slot.allowed ? `${attempt}|${src}` : null;
  const fallback = useServerFallback({
    src: frameKey,
    postsEvents: Boolean(server && (server.origin === null || server.id === 'void')),
    seconds: fallbackSeconds,
  });

  const session = usePlayerSession({
    target,
    item: details.data,
    seriesEpisodes: seriesEpisodesOf(details.data?.seasons),
    iframeRef,
    trustedOrigins: trusted,
    onEnded: episodes.onEnded,
    onMessage: (event) => {
      fallback.onSignal();
      if (event && isPlayback(event)) choice.remember();
    },
  });

  const together = useWatchTogether({
    target,
    server: server ?? null,
    title: details.data?.title,
    iframeRef,
    trustedOrigins: trusted,
    onChooseServer,
    reloadAt: (seconds) => {
      setStartAt(seconds);
      setAttempt((a) => a + 1);
    },
  });

  const chooseServer = (id: PlayerServerId) => {
    if (id === server?.id) return;
    session.flush();
    setStartAt(session.positionRef.current ?? startAt);
    onChooseServer(id);
  };

  const sandboxed = !(server && unsandboxed.includes(server.id));
  const failing = fallback.failed && dismissedFailure !== frameKey;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Button className={styles.back} onClick={goBack} aria-label={t('watch.back')}>
          <ArrowLeft aria-hidden size={20} />
        </Button>
        <h1 className={styles.heading}>{heading}</h1>
        <Button onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
          {fullscreen.active ? (
            <Minimize aria-hidden size={18} />
          ) : (
            <Maximize aria-hidden size={18} />
          )}
          <span className={styles.buttonText}>{t('watch.fullscreen')}</span>
        </Button>
        {together.button}
      </header>
      <ServerPicker
        servers={choice.ordered}
        selected={server?.id}
        unsandboxed={unsandboxed}
        health={choice.health}
        onSelect={chooseServer}
      />
      <p className={styles.hint}>{t('watch.hint')}</p>
      {!sandboxed && server ? (
        <p className={styles.warning}>
          <ShieldAlert aria-hidden size={16} /> {t('watch.sandboxOff', { server: server.name })}
        </p>
      ) : null}
      <div ref={stageRef} className={styles.stage}>
        {src && !slot.allowed ? (
          <StreamLimitNotice limit={slot.limit} />
        ) : src && server ? (
          <PlayerFrame
            key={frameKey}
            ref={iframeRef}
            className={styles.frame}
            src={src}
            title={t('watch.frameTitle', { server: server.name })}
            sandboxed={sandboxed}
            onLoad={fallback.onLoad}
          />
        ) : waitForImdb ? (
          <p className={styles.loading}>{t('watch.loadingPlayer')}</p>
        ) : askResume ? (
          <ResumePrompt
            position={resumeAt}
            onResume={() => {
              setStartAt(resumeAt);
              setAnswered(true);
            }}
            onStartOver={() => {
              setStartAt(0);
              setAnswered(true);
            }}
          />
        ) : !server && choice.ordered.length > 0 ? (
          <AllServersFailed onRetry={choice.retryAll} />
        ) : (
          <NoSource request={request} />
        )}
        {failing && server && choice.next ? (
          <ServerNotResponding
            key={`failed|${frameKey}`}
            serverName={server.name}
            nextName={choice.next.name}
            automatic={autoSwitch}
            onSwitch={() => {
              session.flush();
              choice.switchToNext();
            }}
            onCancel={() => setDismissedFailure(frameKey)}
          />
        ) : failing ? (
          <AllServersFailed
            onRetry={() => {
              choice.retryAll();
              setAttempt((a) => a + 1);
            }}
          />
        ) : null}
        {episodes.showUpNext ? (
          <UpNext
            label={episodes.upNextLabel}
            seconds={UP_NEXT_SECONDS}
            onPlay={episodes.playNext}
            onCancel={episodes.dismiss}
          />
        ) : episodes.showFinished ? (
          <section className={extra.finished} role="status" aria-label={t('watch.finished.label')}>
            {t('watch.finished.text', { title })}
          </section>
        ) : null}
      </div>
      {episodes.isEpisode ? (
        <EpisodeBar
          showId={target.id}
          current={episodes.current}
          previous={episodes.previous}
          next={episodes.next}
          seasons={details.data?.seasons}
          onGo={episodes.goTo}
          autoNext={episodes.autoNext}
          showAutoplay={episodes.showAutoplay}
          onShowAutoplay={episodes.setShowAutoplay}
        />
      ) : null}
      {together.panel}
    </div>
  );
}
