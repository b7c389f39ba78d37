import { switchClass } from '@/components/switch';
import { useId } from 'react';
import { useT } from '@/lib/i18n';
import type { SeasonSummary } from '@/lib/tmdb/types';
import type { EpisodeRef } from '../episode-nav';
import extra from '../player-extras.module.css';
import { EpisodeControls } from './episode-controls';
import { EpisodeDrawer } from './episode-drawer';

interface EpisodeBarProps {
  showId: number;
  current: EpisodeRef;
  previous: EpisodeRef | null;
  next: EpisodeRef | null;
  seasons: readonly SeasonSummary[] | undefined;
  onGo: (episode: EpisodeRef) => void;
  /** The global setting; the show's own switch only matters while it is on. */
  autoNext: boolean;
  showAutoplay: boolean;
  onShowAutoplay: (on: boolean) => void;
}

/** Previous/Next episode, the episode drawer and this show's autoplay switch. */
export function EpisodeBar(props: EpisodeBarProps) {
  const t = useT();
  const switchId = useId();
  return (
    <div className={extra.episodeBar}>
      <EpisodeControls previous={props.previous} next={props.next} onGo={props.onGo} />
      <EpisodeDrawer
        showId={props.showId}
        current={props.current}
        seasons={props.seasons}
        onGo={props.onGo}
      />
      <label className={extra.switchLabel} htmlFor={switchId}>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className={switchClass}
          checked={props.autoNext && props.showAutoplay}
          disabled={!props.autoNext}
          onChange={(e) => props.onShowAutoplay(e.target.checked)}
        />
        {props.autoNext ? t('watch.autoplay') : t('watch.autoplayOff')}
      </label>
    </div>
  );
}
