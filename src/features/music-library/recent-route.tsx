import { Page } from '../../components/page';

export default function RecentRoute() {
  return <Page heading="Recently Played" />;
}
