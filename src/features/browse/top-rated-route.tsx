import { useT } from '@/lib/i18n';
import { useTopRated } from '@/lib/catalog';
import { useOfflineWithoutData } from '@/components/offline';
import { TabbedList } from './components/tabbed-list';

/** The best rated movies and TV merged, best first (one query fetching both lists). */
export default function TopRatedRoute() {
  const query = useTopRated();
  const { data, isPending, error } = query;
  const offline = useOfflineWithoutData(query);
  const t = useT();
  return (
    <TabbedList
      heading={t('browse.topRated.heading')}
      loadingText={t('browse.topRated.loading')}
      items={data}
      isPending={isPending}
      error={error}
      offline={offline ? { onRetry: () => void query.refetch() } : null}
    />
  );
}
