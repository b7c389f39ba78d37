import { useMemo } from 'react';
import type { Song } from '@/lib/music/types';
import { getContentRestrictions, useContentRestrictions, type ContentRestrictions } from './store';

/** A kids profile hides songs the music service marks explicit; other profiles hide none. */
export const hidesExplicit = (restrictions: ContentRestrictions) => restrictions.kids;

export const songAllowed = (
  song: Pick<Song, 'explicit'>,
  restrictions: ContentRestrictions = getContentRestrictions(),
) => !(hidesExplicit(restrictions) && song.explicit);

/** `songs` without the ones the profile hides (the same list when it hides none). */
export function allowedSongs<S extends Pick<Song, 'explicit'>>(
  songs: S[],
  restrictions: ContentRestrictions = getContentRestrictions(),
): S[] {
  return hidesExplicit(restrictions) && songs.some((s) => s.explicit)
    ? songs.filter((s) => !s.explicit)
    : songs;
}

/** Whether the active profile hides explicit songs, re-rendering when that changes. */
export const useHidesExplicit = () => useContentRestrictions((s) => hidesExplicit(s));

/** A stored list (liked songs, a playlist, recently played) as the active profile may see it. */
export function useAllowedSongs<S extends Pick<Song, 'explicit'>>(songs: S[]): S[] {
  const hide = useHidesExplicit();
  return useMemo(() => (hide ? songs.filter((s) => !s.explicit) : songs), [songs, hide]);
}
