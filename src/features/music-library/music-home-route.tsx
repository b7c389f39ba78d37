import { Page } from '../../components/page';

export default function MusicHomeRoute() {
  return <Page heading="Welcome to Reelbeat Music" />;
}
