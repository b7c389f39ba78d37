import type { PlayerServerDefinition } from '@shared/config/players';
import { qualityLabel } from '../server-words';

/** "Sukuna (Multi lang)" in the interface language. */
export const serverLabel = (server: PlayerServerDefinition) =>
  `${server.name} (${qualityLabel(server.quality)})`;
