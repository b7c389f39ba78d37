import { useCallback, useState } from 'react';
import { useImageSource } from '@/components/image-source';
import { Link } from '@/components/link';
import { leadImageDone, useLeadImageHeld } from '@/lib/startup';
import { imageUrl, posterSrcSet } from '../../lib/tmdb/images';
import { useLayerOnFocus } from './use-layer-on-focus';
import { useOverlayOnTouch } from './use-overlay-on-touch';
import type { ContentCardProps } from './types';
import styles from './content-card.module.css';

export type { CardOverlayProps, ContentCardItem, ContentCardProps } from './types';

/**
 * The shared poster card. The title link is stretched over the card so the whole card opens
 * the detail page. The hover overlay (rating, year, genres and the four round buttons) is
 * built only once the card is hovered or focused: a page of cards at load, or a row built as a
 * long grid scrolls, is then little more than posters and titles, and what the overlay reads
 * (the lists, the settings, the router) is read by the cards a person points at. It comes after
 * the link in the document, so Tab goes from the link to the buttons.
 */
export function ContentCard({
  item,
  detailsHref,
  overlay,
  imageSizes = '(max-width: 1024px) 150px, 200px',
  imagePriority,
  preview,
  footer,
}: ContentCardProps) {
  const [active, setActive] = useState(false);
  const lead = imagePriority === 'high';
  // On the first screen a card that is not the lead leaves its poster's address out until the
  // lead has painted (lib/startup/lead-image.ts); its box keeps its size meanwhile.
  const held = useLeadImageHeld() && !lead;
  const poster = useImageSource({
    src: held ? undefined : imageUrl(item.posterPath, 'w342'),
    srcSet: held ? undefined : posterSrcSet(item.posterPath),
    sizes: imageSizes,
  });
  const activate = useCallback(() => setActive(true), []);
  // Focus builds the layer once the page is idle: on a television, moving along a row paid for
  // the layer before the card even grew, and then before the next press.
  const onFocus = useLayerOnFocus(activate);
  // Touch screens have no hover: there the overlay is built once the card is on screen.
  const touchRef = useOverlayOnTouch(active, activate);
  return (
    <article
      ref={touchRef}
      className={styles.card}
      data-card
      onPointerEnter={active ? undefined : activate}
      onFocus={active ? undefined : onFocus.onFocus}
      onBlur={active ? undefined : onFocus.onBlur}
      onKeyDown={active ? undefined : onFocus.onKeyDown}
    >
      <div className={styles.poster}>
        <img
          ref={poster}
          className={styles.image}
          alt=""
          loading={lead ? 'eager' : 'lazy'}
          fetchPriority={imagePriority}
          onLoad={lead ? leadImageDone : undefined}
          onError={lead ? leadImageDone : undefined}
          decoding="async"
          width={200}
          height={300}
        />
        {/* The preview slot belongs to the hover too, so it is built with the overlay. */}
        {preview && active ? <div className={styles.preview}>{preview}</div> : null}
      </div>
      <div className={styles.info}>
        <h3 className={styles.title}>
          <Link to={detailsHref} className={styles.link}>
            {item.title}
          </Link>
        </h3>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
      {active ? overlay : null}
    </article>
  );
}
