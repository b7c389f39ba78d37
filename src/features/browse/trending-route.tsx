import { Page } from '../../components/page';

export default function TrendingRoute() {
  return <Page heading="Trending Now" />;
}
