import type { ReactNode } from 'react';

export interface ContentCardItem {
  id: number;
  type: 'movie' | 'tv';
  title: string;
  posterPath: string | null;
  voteAverage: number;
  releaseDate: string | null;
}

/** The card's hover layer: what it shows of the title, and its four buttons' state and actions. */
export interface CardOverlayProps {
  item: ContentCardItem;
  /**
   * Genre names, or an element that resolves them (rendered only once the overlay is built, so
   * a row of cards does not look its genres up at load).
   */
  genres?: string[] | ReactNode;
  showRating?: boolean;
  showYear?: boolean;
  showGenres?: boolean;
  inLibrary: boolean;
  isFavorite: boolean;
  onPlay: () => void;
  onToggleLibrary: () => void;
  onToggleFavorite: () => void;
  onDetails: () => void;
}

export interface ContentCardProps {
  item: ContentCardItem;
  /** Where the card itself leads (the detail page). */
  detailsHref: string;
  /**
   * The hover layer (usually a `CardOverlay`, or a component that wires one): rendered only once
   * the card is hovered or focused, so what it reads (lists, settings, the router) costs a card
   * nothing until then.
   */
  overlay: ReactNode;
  /** The `sizes` of the poster image; follows the grid size. */
  imageSizes?: string;
  /**
   * The poster's fetch priority: `high` (and loaded at once) for the card that opens a page's
   * first screen, `low` for the cards after it; unset, the browser decides (lazy loading).
   */
  imagePriority?: 'high' | 'low';
  /** Shown over the poster, e.g. a hover trailer. */
  preview?: ReactNode;
  /** Extra content under the info, e.g. progress or a Remove button. */
  footer?: ReactNode;
}
