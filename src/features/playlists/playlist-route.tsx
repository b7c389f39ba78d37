import { Page } from '../../components/page';

export default function PlaylistRoute() {
  return <Page heading="Playlist" />;
}
