import { useTopRated } from '../catalog';
import { TabbedList } from './components/tabbed-list';

/** The best rated movies and TV merged, best first (one query fetching both lists). */
export default function TopRatedRoute() {
  const { data, isPending, error } = useTopRated();
  return (
    <TabbedList
      heading="Top Rated"
      loadingText="Loading top rated content..."
      items={data}
      isPending={isPending}
      error={error}
    />
  );
}
