import { Page } from '../../components/page';

export default function PlaylistsRoute() {
  return <Page heading="Your Playlists" />;
}
