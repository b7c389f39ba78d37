import { Page } from '../../components/page';

export default function TitleRoute() {
  return <Page heading="Details" />;
}
