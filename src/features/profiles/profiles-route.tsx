import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { useT } from '@/lib/i18n';
import { ProfilePicker } from './components/profile-picker';

/** "Switch profile": the picker inside the app; choosing the profile in use goes back Home. */
export default function ProfilesRoute() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Page heading={t('profiles.title')} subtitle={t('profiles.subtitle')}>
      <ProfilePicker open onStay={() => navigate('/')} />
    </Page>
  );
}
