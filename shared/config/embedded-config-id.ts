/** The id of the JSON block in which the Reelbeat server embeds the config in index.html. */
export const EMBEDDED_CONFIG_ID = 'reelbeat-config';
