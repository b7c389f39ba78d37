import { Page } from '../../components/page';

export default function FavoritesRoute() {
  return <Page heading="Favorites" />;
}
