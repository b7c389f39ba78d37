/** The six player servers. Their hosts are deployment configuration (PLAYERS_FILE). */
export const PLAYER_SERVER_IDS = [
  'embedapi',
  'void',
  'eren',
  'superembed',
  'sukuna',
  'banki',
] as const;
export type PlayerServerId = (typeof PLAYER_SERVER_IDS)[number];

export interface PlayerServerDefinition {
  id: PlayerServerId;
  name: string;
  quality: string;
  moviesOnly: boolean;
}

export const PLAYER_SERVERS: readonly PlayerServerDefinition[] = [
  { id: 'embedapi', name: 'EmbedAPI', quality: 'HD', moviesOnly: false },
  { id: 'void', name: 'Void', quality: 'FHD', moviesOnly: false },
  { id: 'eren', name: 'Eren', quality: 'HD', moviesOnly: false },
  { id: 'superembed', name: 'SuperEmbed', quality: 'FHD', moviesOnly: false },
  { id: 'sukuna', name: 'Sukuna', quality: 'Multi lang', moviesOnly: false },
  { id: 'banki', name: 'Banki', quality: 'Hindi Dubbed', moviesOnly: true },
];
