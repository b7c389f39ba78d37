import type { AppConfig } from '../config/config-schema.ts';
import { PLAYER_SERVERS } from '../config/players.ts';

/** A valid runtime config for component tests (offline mode, no creator). */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    productName: 'Reelbeat',
    catalog: {
      mode: 'offline',
      baseUrl: '/api/catalog',
      imageBaseUrl: '/api/catalog/images',
      apiKey: null,
    },
    music: { mode: 'offline', baseUrl: '/api/music' },
    trailers: { embedBaseUrl: '/embed/demo/trailer' },
    players: PLAYER_SERVERS.map((server) => ({ ...server, origin: null })),
    creator: null,
    support: { upiId: null, qrImageUrl: null, methods: ['Google Pay', 'PayTM', 'UPI apps'] },
    downloads: [],
    ...overrides,
  };
}
