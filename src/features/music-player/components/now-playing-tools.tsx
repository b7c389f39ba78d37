import { MicVocal, SlidersHorizontal, Users } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button, buttonClass } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Link } from '@/components/link';
import { useT } from '@/lib/i18n';
import { Equaliser } from '../../settings';
import { ListenTogetherDialog, roomPath, useRoomId } from '../../together';
import { SleepTimerMenu, SleepTimerStatus } from './sleep-timer-menu';
import styles from './now-playing-tools.module.css';

/**
 * Now Playing's row of extras: lyrics on or off, the equaliser, the sleep timer, and "Listen
 * together" (or the way back to the room this tab is in; `onLeave` closes Now Playing).
 */
export function NowPlayingTools({
  lyricsShown,
  onToggleLyrics,
  onLeave,
}: {
  lyricsShown: boolean;
  onToggleLyrics: () => void;
  onLeave: () => void;
}) {
  const t = useT();
  const [eqOpen, setEqOpen] = useState(false);
  const [togetherOpen, setTogetherOpen] = useState(false);
  const room = useRoomId();
  return (
    <div className={styles.tools}>
      <div className={styles.row}>
        <Button className={styles.tool} aria-pressed={lyricsShown} onClick={onToggleLyrics}>
          <MicVocal aria-hidden="true" size={18} />
          <span>{t('musicPlayer.lyrics.show')}</span>
        </Button>
        <Button className={styles.tool} aria-haspopup="dialog" onClick={() => setEqOpen(true)}>
          <SlidersHorizontal aria-hidden="true" size={18} />
          <span>{t('musicPlayer.equaliser.open')}</span>
        </Button>
        <SleepTimerMenu />
        {room ? (
          <Link
            to={roomPath(room)}
            className={buttonClass('secondary', 'md', styles.tool)}
            onClick={onLeave}
          >
            <Users aria-hidden="true" size={18} />
            <span>{t('musicPlayer.together.open')}</span>
          </Link>
        ) : (
          <Button
            className={styles.tool}
            aria-haspopup="dialog"
            onClick={() => setTogetherOpen(true)}
          >
            <Users aria-hidden="true" size={18} />
            <span>{t('musicPlayer.together.start')}</span>
          </Button>
        )}
      </div>
      <SleepTimerStatus />
      {eqOpen ? (
        <Dialog
          title={t('musicPlayer.equaliser.title')}
          closeLabel={t('musicPlayer.equaliser.close')}
          onClose={() => setEqOpen(false)}
          className={styles.eqDialog}
        >
          <Equaliser />
        </Dialog>
      ) : null}
      {togetherOpen ? (
        <Suspense fallback={null}>
          <ListenTogetherDialog onClose={() => setTogetherOpen(false)} onStarted={onLeave} />
        </Suspense>
      ) : null}
    </div>
  );
}
