import { MicVocal, SlidersHorizontal, Users } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { Link } from '@/components/link';
import { paths } from '@shared/config/paths';
import { useT } from '@/lib/i18n';
import { Equaliser } from '@/components/equaliser';
import { SleepTimerMenu, SleepTimerStatus } from './sleep-timer-menu';
import styles from './now-playing-tools.module.css';

/**
 * Now Playing's row of extras: lyrics on or off, the equaliser, the sleep timer, and "Listen
 * together", a link to the room page that starts a room with this song (or shows the room this
 * tab is in); following it closes Now Playing (`onLeave`).
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
        <Link
          to={paths.together}
          className={buttonClass('secondary', 'md', styles.tool)}
          onClick={onLeave}
        >
          <Users aria-hidden="true" size={18} />
          <span>{t('musicPlayer.together.start')}</span>
        </Link>
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
    </div>
  );
}
