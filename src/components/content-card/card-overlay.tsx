import { isValidElement, type ReactNode } from 'react';
import { Check, Heart, Info, Play, Plus, Star } from 'lucide-react';
import { useFormat, useT } from '../../lib/i18n';
import { yearOf } from '../../lib/tmdb/types';
import type { CardOverlayProps } from './types';
import styles from './content-card.module.css';

/** The card's hover layer over the poster: rating, year, genres and the four round buttons. */
export function CardOverlay({
  item,
  genres,
  showRating = true,
  showYear = true,
  showGenres = true,
  inLibrary,
  isFavorite,
  onPlay,
  onToggleLibrary,
  onToggleFavorite,
  onDetails,
}: CardOverlayProps) {
  const t = useT();
  const { formatRating } = useFormat();
  const title = item.title;
  const year = yearOf(item.releaseDate);
  const rating = showRating && item.voteAverage > 0 ? formatRating(item.voteAverage) : null;
  const shownYear = showYear ? year : null;
  return (
    <div className={styles.overlay}>
      {rating || shownYear || showGenres ? (
        <div className={styles.details}>
          {rating || shownYear ? (
            <p className={styles.meta}>
              {rating ? (
                <span className={styles.rating}>
                  <Star aria-hidden="true" size={14} fill="currentColor" />
                  <span className="visually-hidden">{t('components.card.rating')} </span>
                  {rating}
                </span>
              ) : null}
              {shownYear ? <span>{shownYear}</span> : null}
            </p>
          ) : null}
          {showGenres ? <Genres genres={genres} /> : null}
        </div>
      ) : null}
      <div className={styles.buttons}>
        <RoundButton label={t('components.card.play', { title })} onClick={onPlay} primary>
          <Play aria-hidden="true" size={18} />
        </RoundButton>
        <RoundButton
          label={
            inLibrary
              ? t('components.card.removeFromLibrary', { title })
              : t('components.card.addToLibrary', { title })
          }
          pressed={inLibrary}
          onClick={onToggleLibrary}
        >
          {inLibrary ? (
            <Check aria-hidden="true" size={18} />
          ) : (
            <Plus aria-hidden="true" size={18} />
          )}
        </RoundButton>
        <RoundButton
          label={
            isFavorite
              ? t('components.card.removeFromFavorites', { title })
              : t('components.card.addToFavorites', { title })
          }
          pressed={isFavorite}
          onClick={onToggleFavorite}
        >
          <Heart aria-hidden="true" size={18} fill={isFavorite ? 'currentColor' : 'none'} />
        </RoundButton>
        <RoundButton label={t('components.card.details', { title })} onClick={onDetails}>
          <Info aria-hidden="true" size={18} />
        </RoundButton>
      </div>
    </div>
  );
}

function Genres({ genres }: { genres: CardOverlayProps['genres'] }) {
  if (Array.isArray(genres)) return <CardGenres names={genres as string[]} />;
  return isValidElement(genres) ? genres : null;
}

/**
 * The card's genre line (at most three names); nothing when there are none. `null`: the names
 * are still to come, and the line keeps its place so that the rating and year above it do not
 * move when they arrive.
 */
export function CardGenres({ names }: { names: readonly string[] | null }) {
  if (names === null)
    return (
      <p className={styles.genres} aria-hidden="true">
        {'\u00a0'}
      </p>
    );
  return names.length > 0 ? <p className={styles.genres}>{names.slice(0, 3).join(' · ')}</p> : null;
}

interface RoundButtonProps {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  primary?: boolean;
  children: ReactNode;
}

function RoundButton({ label, onClick, pressed, primary, children }: RoundButtonProps) {
  return (
    <button
      type="button"
      className={primary ? `${styles.round} ${styles.primary}` : styles.round}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
