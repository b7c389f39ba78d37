import { useEffect, type ReactNode } from 'react';
import { Search, SearchX, WifiOff } from 'lucide-react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { useLeadImageHold } from '@/lib/startup';
import { useSearchParamText } from '@/lib/use-search-param-text';
import { Page } from '../../components/page';
import { log } from '../../lib/log';
import { NextPageStatus, VirtualGrid } from '@/components/virtual-grid';
import { useSearch, type MediaItem } from '@/lib/catalog';
import { OfflineNotice, useOfflineWithoutData } from '@/components/offline';
import { PreviewCard } from '../title';
import { SEARCH_DEBOUNCE_MS } from './search-debounce';
import styles from './search.module.css';

// Kept stable across renders (each key typed renders the page), so the grid renders only the
// rows whose results changed.
const resultKey = (item: MediaItem) => `${item.type}-${item.id}`;
// The first poster is the page's largest paint: it goes first, the others after it.
const renderResult = (item: MediaItem, index: number) => (
  <PreviewCard item={item} imagePriority={index === 0 ? 'high' : 'low'} />
);

export default function SearchRoute() {
  const t = useT();
  // The box and the address's ?q= stay in step; the text reaches the address 500 ms after the
  // last keystroke.
  const { text, query, setText } = useSearchParamText(SEARCH_DEBOUNCE_MS);
  const search = useSearch(query);
  const offlineEmpty = useOfflineWithoutData(search);
  useEffect(() => {
    if (search.error) log.error('search', 'search failed:', search.error);
  }, [search.error]);

  // A failed search clears the results rather than keep the last query's.
  const items = query && !search.isError ? (search.data?.items ?? []) : [];
  const searching =
    Boolean(query) && (search.isPending || (search.isPlaceholderData && search.isFetching));
  // The first result's poster is the first screen's largest paint: the others wait for it.
  useLeadImageHold(!offlineEmpty && !search.isError && (searching || items.length > 0));

  return (
    <Page heading={t('search.heading')}>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <Search aria-hidden="true" size={20} className={styles.icon} />
        <input
          className={styles.input}
          type="search"
          // A television or phone opens its keyboard with a search key.
          inputMode="search"
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          // The page exists to search; focusing the box is what the visitor came for.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </form>
      {!query ? (
        <State
          icon={<Search size={48} />}
          title={t('search.start.title')}
          hint={t('search.start.hint')}
        />
      ) : offlineEmpty ? (
        <OfflineNotice heading="h2" onRetry={() => void search.refetch()} />
      ) : search.isError && !searching ? (
        // A failure is not an empty answer: say the catalogue could not be reached and offer
        // to try again, instead of suggesting other keywords.
        <State
          icon={<WifiOff size={48} />}
          title={t('search.unavailable.title')}
          hint={t('search.unavailable.hint')}
          alert
          action={
            <Button variant="primary" size="lg" onClick={() => void search.refetch()}>
              {t('search.retry')}
            </Button>
          }
        />
      ) : searching ? (
        <p className={styles.status} role="status">
          {t('search.searching')}
        </p>
      ) : items.length === 0 ? (
        <State
          icon={<SearchX size={48} />}
          title={t('search.empty.title')}
          hint={t('search.empty.hint')}
        />
      ) : (
        <>
          <p className={styles.count}>
            {t('search.count', {
              count: search.data?.totalResults ?? items.length,
              query,
            })}
          </p>
          <VirtualGrid
            items={items}
            label={t('search.results')}
            getKey={resultKey}
            renderItem={renderResult}
            hasMore={search.hasNextPage}
            onEndReached={() => {
              if (!search.isFetchingNextPage) void search.fetchNextPage();
            }}
          />
          <NextPageStatus label={search.isFetchingNextPage ? t('search.loadingMore') : null} />
        </>
      )}
    </Page>
  );
}

interface StateProps {
  icon: ReactNode;
  title: string;
  hint: string;
  /** Announced at once (a failure), not only when the visitor reads on. */
  alert?: boolean;
  action?: ReactNode;
}

function State({ icon, title, hint, alert = false, action }: StateProps) {
  return (
    <div className={styles.state} role={alert ? 'alert' : undefined}>
      <span aria-hidden="true" className={styles.stateIcon}>
        {icon}
      </span>
      <h2 className={styles.stateTitle}>{title}</h2>
      <p className={styles.stateHint}>{hint}</p>
      {action}
    </div>
  );
}
