import { useT } from '@/lib/i18n';
import { useTopRated } from '../catalog';
import { TabbedList } from './components/tabbed-list';

/** The best rated movies and TV merged, best first (one query fetching both lists). */
export default function TopRatedRoute() {
  const { data, isPending, error } = useTopRated();
  const t = useT();
  return (
    <TabbedList
      heading={t('browse.topRated.heading')}
      loadingText={t('browse.topRated.loading')}
      items={data}
      isPending={isPending}
      error={error}
    />
  );
}
