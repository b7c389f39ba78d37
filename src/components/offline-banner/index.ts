export { OfflineBanner } from './offline-banner';
