/**
 * The names a catalogue gives an episode it has no title for: "Episode 3", "Folge 3", "第3話",
 * "3화"… in whichever language the catalogue was asked in (not always the interface's).
 */
const GENERIC_NAMES = [
  /^(?:episode|episodio|épisode|episódio|episodi|aflevering|folge|odcinek|epizoda|ep\.?)\s*#?\s*(\d+)$/iu,
  /^(?:エピソード|에피소드)\s*(\d+)$/u,
  /^第\s*(\d+)\s*[話话回集]$/u,
  /^제?\s*(\d+)\s*화$/u,
];

/**
 * Whether `name` says nothing but the episode's own `number` (or nothing at all). A generic name
 * with another number ("Episode 13" for the first of season 2) still tells something and is kept.
 */
export function isGenericEpisodeName(name: string, number: number): boolean {
  const trimmed = name.normalize('NFKC').trim();
  if (!trimmed) return true;
  return GENERIC_NAMES.some((pattern) => {
    const digits = pattern.exec(trimmed)?.[1];
    return digits !== undefined && Number(digits) === number;
  });
}
