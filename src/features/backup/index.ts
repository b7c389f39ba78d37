import { withMessages } from '@/lib/i18n';
/** The "Your data" section (export everything, import, undo); its code loads when shown. */
export { YourDataSection } from './components/your-data-lazy';
/** The one-file backup of this page's profile, downloaded (its code and words load when asked for). */
export const loadBackupDownload = () => withMessages(['info'], import('./model/download'));
