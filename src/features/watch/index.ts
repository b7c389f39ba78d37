/** What other features use of the player: only its stored progress (for backups). */
export { playerProgressStorage } from './player-progress-storage';
