export { NearViewport } from './near-viewport';
