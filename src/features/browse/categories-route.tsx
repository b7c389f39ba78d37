import { Page } from '../../components/page';

export default function CategoriesRoute() {
  return <Page heading="Categories" />;
}
