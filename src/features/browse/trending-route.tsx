import { useTrending } from '../catalog';
import { TabbedList } from './components/tabbed-list';

/** Trending movies and TV of the week (the hook fetches both; loading lasts until both end). */
export default function TrendingRoute() {
  const { data, isPending, error } = useTrending();
  return (
    <TabbedList
      heading="Trending Now"
      subtitle="What's popular this week"
      loadingText="Loading trending content..."
      items={data}
      isPending={isPending}
      error={error}
    />
  );
}
