import { withMessages } from '@/lib/i18n';
/** The "Your data" section (export everything, import, undo); its code loads when shown. */
export { YourDataSection } from './components/your-data-lazy';
/** The one-file backup of this page's profile, downloaded (its code and words load when asked for). */
export const loadBackupDownload = () => withMessages(['info'], import('./model/download'));
/** Trakt's rows, the matcher and the imports' list rules, for a Trakt pull (loaded when used). */
export const loadTraktMatching = () => withMessages(['info'], import('./external/trakt-matching'));
export type { ExternalRow } from './external/rows';
export type { MatchResult } from './external/match-client';
