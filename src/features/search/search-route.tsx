import { Page } from '../../components/page';

export default function SearchRoute() {
  return <Page heading="Search" />;
}
