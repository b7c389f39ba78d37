import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import styles from '../watch.module.css';

/** 83 → "1:23", 4394 → "1:13:14". */
export function clockOf(seconds: number): string {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${r}` : `${m}:${r}`;
}

interface ResumePromptProps {
  position: number;
  onResume: () => void;
  onStartOver: () => void;
}

/** Asked before the embed loads, on servers whose address takes a start time. */
export function ResumePrompt({ position, onResume, onStartOver }: ResumePromptProps) {
  const t = useT();
  return (
    <section className={styles.upNext} aria-label={t('watch.resume.label')}>
      <div className={styles.upNextActions}>
        <Button variant="primary" onClick={onResume}>
          {t('watch.resume.from', { time: clockOf(position) })}
        </Button>
        <Button onClick={onStartOver}>{t('watch.resume.startOver')}</Button>
      </div>
    </section>
  );
}
