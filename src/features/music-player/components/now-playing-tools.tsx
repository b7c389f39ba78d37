import { MicVocal, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useT } from '@/lib/i18n';
import { Equaliser } from '@/components/equaliser';
import { SleepTimerMenu, SleepTimerStatus } from './sleep-timer-menu';
import styles from './now-playing-tools.module.css';

/** Now Playing's row of extras: lyrics on or off, the equaliser, the sleep timer. */
export function NowPlayingTools({
  lyricsShown,
  onToggleLyrics,
}: {
  lyricsShown: boolean;
  onToggleLyrics: () => void;
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
