import { Page } from '../../components/page';

export default function SupportRoute() {
  return <Page heading="Support Reelbeat" />;
}
