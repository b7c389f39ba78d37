import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/button';
import { href } from '@shared/config/paths';
import { resume } from '@/features/music-player';
import { useT } from '@/lib/i18n';
import { Page } from '@/components/page';
import { JoinView } from './components/join-view';
import { JoinByLink } from './components/join-by-link';
import { RoomView } from './components/room-view';
import { roomPath } from './model/invite';
import { wasThisRoom } from './model/room-actions';
import { useRoomExit, useRoomId, useRoomState, useTogetherStore } from './model/room.store';
import type { Media, VideoMedia } from '@shared/together/messages';
import { followMusicRooms } from './sync/music-session';
import { ExitMessage } from './components/exit-message';
import { ListenTogether } from './components/listen-together';
import styles from './components/together.module.css';

export const watchPathOf = (media: VideoMedia) =>
  href.watch(media.type, media.id, media.season, media.episode);

/** `#/together/{room}`: the invite page, and the room's own page for those in it. */
export default function TogetherRoute() {
  const t = useT();
  const { room } = useParams();
  if (!room) {
    return (
      <Page heading={t('together.page.title')}>
        <div className={styles.page}>
          <ListenTogether />
          <section className={styles.join} aria-labelledby="together-watch">
            <h2 id="together-watch" className={styles.sectionHeading}>
              {t('together.start.video')}
            </h2>
            <p className={styles.muted}>{t('together.start.videoHint')}</p>
          </section>
          <JoinByLink />
        </div>
      </Page>
    );
  }
  return <RoomPage room={room} />;
}

/** The invite page, or the room's page for those in it. */
function RoomPage({ room }: { room: string }) {
  const t = useT();
  const navigate = useNavigate();
  const current = useRoomId();
  const state = useRoomState();
  const exit = useRoomExit();
  const title = t('together.page.title');

  // After a removal the room has a new link: this page follows it.
  useEffect(() => {
    if (current && current !== room && wasThisRoom(room)) {
      navigate(roomPath(current), { replace: true });
    }
  }, [current, room, navigate]);

  const media = current === room ? state?.media : undefined;
  const kind = media?.kind;
  useEffect(() => {
    if (kind === 'music') followMusicRooms();
  }, [kind]);
  if (media) {
    return (
      <Page
        heading={media.kind === 'music' ? t('together.room.music') : t('together.room.video')}
        title={title}
      >
        <div className={styles.page}>
          <RoomView header={<MediaHeader media={media} />} />
        </div>
      </Page>
    );
  }
  return (
    <Page heading={title}>
      <div className={styles.page}>
        {exit ? <ExitMessage exit={exit} /> : null}
        <JoinView
          key={room}
          room={room}
          onJoinPress={(preview) => {
            // The audio starts inside the press of Join, where the browser allows it.
            if (preview.kind === 'music') resume();
          }}
          onJoined={() => {
            const joined = useTogetherStore.getState().state?.media;
            if (joined?.kind === 'video') navigate(watchPathOf(joined));
            else followMusicRooms();
          }}
        />
      </div>
    </Page>
  );
}

function MediaHeader({ media }: { media: Media }) {
  const t = useT();
  if (media.kind === 'music') {
    return (
      <p className={styles.what}>
        {t('together.join.listening', { title: media.title, artist: media.artist })}
      </p>
    );
  }
  return (
    <div className={styles.what}>
      <p>{t('together.join.watching', { title: media.title })}</p>
      <Link to={watchPathOf(media)} className={buttonClass('primary')}>
        {t('together.room.openPlayer')}
      </Link>
    </div>
  );
}
