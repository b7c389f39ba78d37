import { Page } from '../../components/page';

export default function TopRatedRoute() {
  return <Page heading="Top Rated" />;
}
