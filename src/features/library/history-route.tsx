import { Page } from '../../components/page';

export default function HistoryRoute() {
  return <Page heading="Watch History" />;
}
