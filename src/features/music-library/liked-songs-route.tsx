import { Page } from '../../components/page';

export default function LikedSongsRoute() {
  return <Page heading="Liked Songs" />;
}
