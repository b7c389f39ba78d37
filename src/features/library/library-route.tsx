import { Page } from '../../components/page';

export default function LibraryRoute() {
  return <Page heading="Your Library" />;
}
