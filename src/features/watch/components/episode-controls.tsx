import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { episodeCode, type EpisodeRef } from '../episode-nav';
import styles from '../watch.module.css';

interface EpisodeControlsProps {
  previous: EpisodeRef | null;
  next: EpisodeRef | null;
  onGo: (episode: EpisodeRef) => void;
}

export function EpisodeControls({ previous, next, onGo }: EpisodeControlsProps) {
  const t = useT();
  return (
    <nav className={styles.episodes} aria-label={t('watch.episodes.label')}>
      <Button
        size="sm"
        disabled={!previous}
        onClick={() => previous && onGo(previous)}
        aria-label={
          previous
            ? t('watch.episodes.previousTo', { episode: episodeCode(previous) })
            : t('watch.episodes.previous')
        }
      >
        <ChevronLeft aria-hidden size={18} />
        <span className={styles.shortLabel}>{t('watch.episodes.previousShort')}</span>
        <span className={styles.longLabel}>{t('watch.episodes.previous')}</span>
      </Button>
      <Button
        size="sm"
        disabled={!next}
        onClick={() => next && onGo(next)}
        aria-label={
          next
            ? t('watch.episodes.nextTo', { episode: episodeCode(next) })
            : t('watch.episodes.next')
        }
      >
        <span className={styles.shortLabel}>{t('watch.episodes.nextShort')}</span>
        <span className={styles.longLabel}>{t('watch.episodes.next')}</span>
        <ChevronRight aria-hidden size={18} />
      </Button>
    </nav>
  );
}
