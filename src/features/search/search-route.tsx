import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Search, SearchX, WifiOff } from 'lucide-react';
import { Button } from '@/components/button';
import { Page } from '../../components/page';
import { log } from '../../lib/log';
import { VirtualGrid } from '../browse';
import { useSearch } from '../catalog';
import { PreviewCard } from '../title';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from './search-debounce';
import styles from './search.module.css';

export default function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  // The debounced text goes into the URL, so a search can be shared and survives a reload.
  useEffect(() => {
    const next = debounced.trim();
    if (next === urlQuery.trim()) return;
    setParams(next ? { q: next } : {}, { replace: true });
  }, [debounced, urlQuery, setParams]);

  const query = urlQuery.trim();
  const search = useSearch(query);
  useEffect(() => {
    if (search.error) log.error('search', 'search failed:', search.error);
  }, [search.error]);

  // Spec 8: a failed search clears the results.
  const items = query && !search.isError ? (search.data?.items ?? []) : [];
  const searching =
    Boolean(query) && (search.isPending || (search.isPlaceholderData && search.isFetching));

  return (
    <Page heading="Search">
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <Search aria-hidden="true" size={20} className={styles.icon} />
        <input
          className={styles.input}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search for movies, TV shows, anime..."
          aria-label="Search for movies, TV shows, anime"
          // The page exists to search; focusing the box is what the visitor came for.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </form>
      {!query ? (
        <State
          icon={<Search size={48} />}
          title="Start searching"
          hint="Enter a movie, TV show, or anime title to get started"
        />
      ) : search.isError && !searching ? (
        // A failure is not an empty answer: say the catalogue could not be reached and offer
        // to try again, instead of suggesting other keywords.
        <State
          icon={<WifiOff size={48} />}
          title="Search is unavailable"
          hint="The catalogue could not be reached. Check your connection, then try again."
          alert
          action={
            <Button variant="primary" size="lg" onClick={() => void search.refetch()}>
              Retry
            </Button>
          }
        />
      ) : searching ? (
        <p className={styles.status} role="status">
          Searching...
        </p>
      ) : items.length === 0 ? (
        <State
          icon={<SearchX size={48} />}
          title="No results found"
          hint="Try searching with different keywords"
        />
      ) : (
        <>
          <p className={styles.count}>
            {search.data?.totalResults ?? items.length} results for “{query}”
          </p>
          <VirtualGrid
            items={items}
            label="Search results"
            getKey={(item) => `${item.type}-${item.id}`}
            renderItem={(item) => <PreviewCard item={item} />}
            hasMore={search.hasNextPage}
            onEndReached={() => {
              if (!search.isFetchingNextPage) void search.fetchNextPage();
            }}
          />
          {search.isFetchingNextPage ? (
            <p className={styles.status} role="status">
              Loading more...
            </p>
          ) : null}
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
