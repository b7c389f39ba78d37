import { Page } from '../../components/page';

export default function MusicLibraryRoute() {
  return <Page heading="Your Library" />;
}
