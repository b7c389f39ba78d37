import { Moon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { SLEEP_CHOICES, formatRemaining, type SleepChoice } from '../model/sleep-timer';
import { cancelSleep, startSleep, useSleepTimer } from '../model/sleep-timer.store';
import styles from './now-playing-tools.module.css';

/** Now Playing's sleep timer: a menu of choices, then the time left and Cancel. */
export function SleepTimerMenu() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    wrapper.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onDown = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const pick = (choice: SleepChoice) => {
    setOpen(false);
    startSleep(choice);
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      // The menu closes; Now Playing around it stays open.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={styles.menuWrapper} ref={wrapper}>
      <Button
        ref={trigger}
        className={styles.tool}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
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
