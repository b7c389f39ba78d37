import { Page } from '../../components/page';

export default function SettingsRoute() {
  return <Page heading="Settings" />;
}
