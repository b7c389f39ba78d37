export { OfflineNotice } from './components/offline-notice';
export { useOnline } from '@/lib/use-online';
export { useOfflineWithoutData, OFFLINE_GRACE_MS } from './use-offline-without-data';
