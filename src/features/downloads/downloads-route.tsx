import { Page } from '../../components/page';

export default function DownloadsRoute() {
  return <Page heading="Download Our Apps" />;
}
