import { Page } from '../../components/page';

export default function HomeRoute() {
  return <Page heading="Home" />;
}
