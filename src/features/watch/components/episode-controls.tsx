import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/button';
import type { EpisodeRef } from '../episode-nav';
import styles from '../watch.module.css';

interface EpisodeControlsProps {
  previous: EpisodeRef | null;
  next: EpisodeRef | null;
  onGo: (episode: EpisodeRef) => void;
}

const label = (e: EpisodeRef) => `S${e.season}E${e.episode}`;

export function EpisodeControls({ previous, next, onGo }: EpisodeControlsProps) {
  return (
    <nav className={styles.episodes} aria-label="Episodes">
      <Button
        size="sm"
        disabled={!previous}
        onClick={() => previous && onGo(previous)}
        aria-label={previous ? `Previous episode (${label(previous)})` : 'Previous episode'}
      >
        <ChevronLeft aria-hidden size={18} /> Previous
        <span className={styles.longLabel}>episode</span>
      </Button>
      <Button
        size="sm"
        disabled={!next}
        onClick={() => next && onGo(next)}
        aria-label={next ? `Next episode (${label(next)})` : 'Next episode'}
      >
        Next<span className={styles.longLabel}>episode</span>
        <ChevronRight aria-hidden size={18} />
      </Button>
    </nav>
  );
}
