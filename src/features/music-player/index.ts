export { PlayerBarRegion } from './player-bar-region';
