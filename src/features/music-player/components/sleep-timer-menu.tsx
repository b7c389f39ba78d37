import { Moon } from 'lucide-react';
import { Button } from '@/components/button';
import { useMenu } from '@/components/menu';
import { useT } from '@/lib/i18n';
import { SLEEP_CHOICES, formatRemaining, type SleepChoice } from '../model/sleep-timer';
import { cancelSleep, startSleep, useSleepTimer } from '../model/sleep-timer.store';
import styles from './now-playing-tools.module.css';

/** Now Playing's sleep timer: a menu of choices, then the time left and Cancel. */
export function SleepTimerMenu() {
  const t = useT();
  const { open, toggle, close, menuId, wrapper, trigger, onKeyDown } = useMenu();

  const pick = (choice: SleepChoice) => {
    close();
    startSleep(choice);
  };

  return (
    <div className={styles.menuWrapper} ref={wrapper}>
      <Button
        ref={trigger}
        className={styles.tool}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      >
        <Moon aria-hidden="true" size={18} />
        <span>{t('musicPlayer.sleep.button')}</span>
      </Button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={t('musicPlayer.sleep.menu')}
          className={styles.menu}
          onKeyDown={onKeyDown}
        >
          {SLEEP_CHOICES.map((choice) => (
            <button key={choice} type="button" role="menuitem" onClick={() => pick(choice)}>
              {choice === 'endOfSong'
                ? t('musicPlayer.sleep.endOfSong')
                : t('musicPlayer.sleep.minutes', { minutes: choice })}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The running timer's time left, with Cancel; nothing while no timer runs. */
export function SleepTimerStatus() {
  const t = useT();
  const timer = useSleepTimer((s) => s.timer);
  const remaining = useSleepTimer((s) => s.remaining);
  if (!timer) return null;
  return (
    <div className={styles.status}>
      {/* A timer is not read out every second; the text is there when the reader gets to it. */}
      <p role="timer">
        {remaining === null
          ? t('musicPlayer.sleep.endOfThisSong')
          : t('musicPlayer.sleep.remaining', { time: formatRemaining(remaining) })}
      </p>
      <Button size="sm" onClick={cancelSleep} aria-label={t('musicPlayer.sleep.cancelLabel')}>
        {t('musicPlayer.sleep.cancel')}
      </Button>
    </div>
  );
}
