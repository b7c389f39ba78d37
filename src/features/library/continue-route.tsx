import { Page } from '../../components/page';

export default function ContinueRoute() {
  return <Page heading="Continue Watching" />;
}
