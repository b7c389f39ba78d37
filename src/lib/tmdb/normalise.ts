import { t } from './words';
import type { RawDetails, RawEpisode, RawListItem, RawPaged, RawSeason } from './schemas';
import type {
  CastMember,
  Episode,
  Genre,
  MediaDetails,
  MediaItem,
  MediaType,
  Paged,
  Season,
  Video,
} from './types';

/** "" and null both mean "no value" in the service's JSON. */
const text = (value: string | null | undefined): string | null => (value ? value : null);

/** IMDb ids are "tt" + digits; some records carry only the digits. */
export function normaliseImdbId(id: string | null | undefined): string | null {
  const trimmed = id?.trim();
  if (!trimmed) return null;
  return trimmed.startsWith('tt') ? trimmed : `tt${trimmed}`;
}

/** A list item as Reelbeat's MediaItem, or null for people and unknown media types. */
export function toMediaItem(raw: RawListItem, fallbackType?: MediaType): MediaItem | null {
  const kind = raw.media_type ?? fallbackType;
  if (kind !== 'movie' && kind !== 'tv') return null;
  return {
    id: raw.id,
    type: kind,
    title: raw.title || raw.name || raw.original_title || raw.original_name || '',
    overview: raw.overview ?? '',
    posterPath: text(raw.poster_path),
    backdropPath: text(raw.backdrop_path),
    voteAverage: raw.vote_average ?? 0,
    releaseDate: text(kind === 'movie' ? raw.release_date : raw.first_air_date),
    genreIds: raw.genre_ids ?? [],
    popularity: raw.popularity ?? 0,
  };
}

export function toMediaItems(raw: RawListItem[], fallbackType?: MediaType): MediaItem[] {
  return raw.map((item) => toMediaItem(item, fallbackType)).filter((i) => i !== null);
}

export function toPaged(raw: RawPaged, fallbackType?: MediaType): Paged<MediaItem> {
  return {
    page: raw.page ?? 1,
    totalPages: raw.total_pages ?? 1,
    totalResults: raw.total_results ?? raw.results.length,
    results: toMediaItems(raw.results, fallbackType),
  };
}

const toVideo = (
  raw: NonNullable<NonNullable<RawDetails['videos']>['results']>[number],
): Video => ({
  key: raw.key,
  name: raw.name ?? '',
  site: raw.site ?? '',
  type: raw.type ?? '',
  official: raw.official ?? false,
});

export function toDetails(raw: RawDetails, type: MediaType): MediaDetails {
  const base = toMediaItem({ ...raw, media_type: type }, type) as MediaItem;
  const genres: Genre[] = (raw.genres ?? []).map((g) => ({ id: g.id, name: g.name ?? '' }));
  const cast: CastMember[] = (raw.credits?.cast ?? []).map((c) => ({
    id: c.id,
    name: c.name ?? '',
    character: c.character ?? '',
    profilePath: text(c.profile_path),
  }));
  const runtime =
    type === 'movie'
      ? raw.runtime || null
      : (raw.episode_run_time?.[0] ?? raw.last_episode_to_air?.runtime ?? null);
  return {
    ...base,
    genreIds: base.genreIds.length ? base.genreIds : genres.map((g) => g.id),
    genres,
    runtime,
    numberOfSeasons: type === 'tv' ? (raw.number_of_seasons ?? null) : null,
    status: text(raw.status),
    tagline: text(raw.tagline),
    productionCompanies: (raw.production_companies ?? []).map((c) => c.name ?? '').filter(Boolean),
    spokenLanguages: (raw.spoken_languages ?? [])
      .map((l) => ({ code: text(l.iso_639_1), name: l.english_name || l.name || '' }))
      .filter((l) => l.name),
    cast,
    similar: toMediaItems(raw.similar?.results ?? [], type),
    videos: (raw.videos?.results ?? []).map(toVideo),
    imdbId: normaliseImdbId(raw.external_ids?.imdb_id ?? raw.imdb_id),
    ceiling: raw.reelbeat_rating ?? null,
    seasons: (raw.seasons ?? []).map((s) => ({
      id: s.id,
      name: s.name ?? t('lib.tmdb.season', { number: s.season_number }),
      seasonNumber: s.season_number,
      episodeCount: s.episode_count ?? 0,
      airDate: text(s.air_date),
      posterPath: text(s.poster_path),
    })),
  };
}

const toEpisode = (raw: RawEpisode, seasonNumber: number): Episode => ({
  id: raw.id,
  seasonNumber: raw.season_number ?? seasonNumber,
  episodeNumber: raw.episode_number,
  name: raw.name || t('lib.tmdb.episode', { number: raw.episode_number }),
  overview: raw.overview ?? '',
  runtime: raw.runtime ?? null,
  voteAverage: raw.vote_average ?? 0,
  airDate: text(raw.air_date),
  stillPath: text(raw.still_path),
});

export function toSeason(raw: RawSeason): Season {
  return {
    id: raw.id,
    name: raw.name ?? t('lib.tmdb.season', { number: raw.season_number }),
    seasonNumber: raw.season_number,
    overview: raw.overview ?? '',
    airDate: text(raw.air_date),
    posterPath: text(raw.poster_path),
    episodes: (raw.episodes ?? []).map((e) => toEpisode(e, raw.season_number)),
  };
}
