/** What other features use of the player: only its stored values (for backups). */
export { playerProgressStorage } from './player-progress-storage';
export { playerMemoryStorage } from './player-memory';
