import { Page } from '../../components/page';

export default function WatchRoute() {
  return <Page heading="Player" />;
}
