import { Page } from '../../components/page';

export default function MusicSearchRoute() {
  return <Page heading="Discover Music" />;
}
