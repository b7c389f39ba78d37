import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Check, Heart, Info, Play, Plus, Star } from 'lucide-react';
import { imageUrl, posterSrcSet } from '../../lib/tmdb/images';
import { yearOf } from '../../lib/tmdb/types';
import styles from './content-card.module.css';

export interface ContentCardItem {
  id: number;
  type: 'movie' | 'tv';
  title: string;
  posterPath: string | null;
  voteAverage: number;
  releaseDate: string | null;
}

export interface ContentCardProps {
  item: ContentCardItem;
  /** Where the card itself leads (the detail page). */
  detailsHref: string;
  genres?: string[];
  showRating?: boolean;
  showYear?: boolean;
  showGenres?: boolean;
  inLibrary: boolean;
  isFavorite: boolean;
  onPlay: () => void;
  onToggleLibrary: () => void;
  onToggleFavorite: () => void;
  onDetails: () => void;
  /** The `sizes` of the poster image; follows the grid size. */
  imageSizes?: string;
  /** Shown over the poster, e.g. a hover trailer. */
  preview?: ReactNode;
  /** Extra content under the info, e.g. progress or a Remove button. */
  footer?: ReactNode;
}

/**
 * The shared poster card. The title link is stretched over the card so the whole card opens
 * the detail page, while the round buttons sit above it and stay separately focusable.
 */
export function ContentCard({
  item,
  detailsHref,
  genres = [],
  showRating = true,
  showYear = true,
  showGenres = true,
  inLibrary,
  isFavorite,
  onPlay,
  onToggleLibrary,
  onToggleFavorite,
  onDetails,
  imageSizes = '(max-width: 1024px) 150px, 200px',
  preview,
  footer,
}: ContentCardProps) {
  const year = yearOf(item.releaseDate);
  const rating = item.voteAverage > 0 ? item.voteAverage.toFixed(1) : null;
  return (
    <article className={styles.card}>
      <div className={styles.poster}>
        <img
          className={styles.image}
          src={imageUrl(item.posterPath, 'w342')}
          srcSet={posterSrcSet(item.posterPath)}
          sizes={imageSizes}
          alt=""
          loading="lazy"
          decoding="async"
          width={200}
          height={300}
        />
        {preview ? <div className={styles.preview}>{preview}</div> : null}
        <div className={styles.buttons}>
          <RoundButton label={`Play ${item.title}`} onClick={onPlay} primary>
            <Play aria-hidden="true" size={18} />
          </RoundButton>
          <RoundButton
            label={inLibrary ? `Remove ${item.title} from library` : `Add ${item.title} to library`}
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
              isFavorite ? `Remove ${item.title} from favorites` : `Add ${item.title} to favorites`
            }
            pressed={isFavorite}
            onClick={onToggleFavorite}
          >
            <Heart aria-hidden="true" size={18} fill={isFavorite ? 'currentColor' : 'none'} />
          </RoundButton>
          <RoundButton label={`Details for ${item.title}`} onClick={onDetails}>
            <Info aria-hidden="true" size={18} />
          </RoundButton>
        </div>
      </div>
      <div className={styles.info}>
        <h3 className={styles.title}>
          <Link to={detailsHref} className={styles.link}>
            {item.title}
          </Link>
        </h3>
        {(showRating && rating) || (showYear && year) ? (
          <p className={styles.meta}>
            {showRating && rating ? (
              <span className={styles.rating}>
                <Star aria-hidden="true" size={14} fill="currentColor" />
                <span className="visually-hidden">Rating </span>
                {rating}
              </span>
            ) : null}
            {showYear && year ? <span>{year}</span> : null}
          </p>
        ) : null}
        {showGenres && genres.length > 0 ? (
          <p className={styles.genres}>{genres.slice(0, 3).join(' · ')}</p>
        ) : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </article>
  );
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
