import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ShowMore, useGrowingList } from '@/components/growing-list';
import { MediaGrid, MediaGridItem } from '@/components/media-grid';
import { Page } from '@/components/page';
import { msg, useT } from '@/lib/i18n';
import { log } from '@/lib/log';
import type { MediaItem } from '@/lib/catalog';
import { OfflineNotice } from '@/components/offline';
import { useSetting } from '@/lib/settings';
import { PreviewCard } from '../../title';
import styles from './browse.module.css';

const TABS = [
  { id: 'all', label: msg('browse.tabs.all') },
  { id: 'movie', label: msg('browse.tabs.movies') },
  { id: 'tv', label: msg('browse.tabs.tvShows') },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Cards a tab builds at first: four rows of five at 1280 px. */
const BROWSE_STEP = 20;

interface TabbedListProps {
  heading: string;
  subtitle?: string;
  loadingText: string;
  /** Movies and TV merged; undefined while either fetch is still running. */
  items: MediaItem[] | undefined;
  isPending: boolean;
  error: Error | null;
  /** Offline with nothing saved for this list (useOfflineWithoutData): say so, with Retry. */
  offline?: { onRetry: () => void } | null;
}

/** A page of movies and TV with All / Movies / TV Shows tabs (Trending Now, Top Rated). */
export function TabbedList({
  heading,
  subtitle,
  loadingText,
  items,
  isPending,
  error,
  offline = null,
}: TabbedListProps) {
  const t = useT();
  const [tab, setTab] = useState<TabId>('all');
  const gridSize = useSetting('gridSize');
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    // These failures are only logged, never shown as an error; the page shows empty content.
    if (error) log.error('browse', `${heading} fetch failed:`, error);
  }, [error, heading]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = (TABS.findIndex((item) => item.id === tab) + step + TABS.length) % TABS.length;
    setTab(TABS[index]!.id);
    tabRefs.current[index]?.focus();
  };

  const shown = (items ?? []).filter((item) => tab === 'all' || item.type === tab);
  // The first screenful or two at load; the rest as the page scrolls (or on "Show more").
  const growing = useGrowingList(shown, BROWSE_STEP);
  return (
    <Page heading={heading} subtitle={subtitle}>
      <div className={styles.tabs} role="tablist" aria-label={t('browse.tabs.label', { heading })}>
        {TABS.map((item, i) => (
          <button
            key={item.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls="browse-panel"
            tabIndex={tab === item.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(item.id)}
            onKeyDown={onKeyDown}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="browse-panel" aria-labelledby={`tab-${tab}`}>
        {offline ? (
          <OfflineNotice heading="h2" onRetry={offline.onRetry} />
        ) : isPending ? (
          <p className={styles.status} role="status">
            {loadingText}
          </p>
        ) : (
          <>
            <MediaGrid size={gridSize} label={heading}>
              {growing.visible.map((item) => (
                <MediaGridItem key={`${item.type}-${item.id}`}>
                  <PreviewCard item={item} />
                </MediaGridItem>
              ))}
            </MediaGrid>
            <ShowMore
              hasMore={growing.hasMore}
              remaining={growing.remaining}
              onShowMore={growing.showMore}
            />
          </>
        )}
      </div>
    </Page>
  );
}
