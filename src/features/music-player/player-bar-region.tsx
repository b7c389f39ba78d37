/** The layout region for the music player bar; it renders only while a song is current. */
export function PlayerBarRegion() {
  return null;
}
