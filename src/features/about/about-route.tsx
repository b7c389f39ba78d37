import { Page } from '../../components/page';

export default function AboutRoute() {
  return <Page heading="About Reelbeat" />;
}
