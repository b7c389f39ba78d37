import { useT } from '@/lib/i18n';
import { useTrending } from '@/lib/catalog';
import { useOfflineWithoutData } from '@/components/offline';
import { TabbedList } from './components/tabbed-list';

/** Trending movies and TV of the week (the hook fetches both; loading lasts until both end). */
export default function TrendingRoute() {
  const query = useTrending();
  const { data, isPending, error } = query;
  const offline = useOfflineWithoutData(query);
  const t = useT();
  return (
    <TabbedList
      heading={t('browse.trending.heading')}
      subtitle={t('browse.trending.subtitle')}
      loadingText={t('browse.trending.loading')}
      items={data}
      isPending={isPending}
      error={error}
      offline={offline ? { onRetry: () => void query.refetch() } : null}
    />
  );
}
