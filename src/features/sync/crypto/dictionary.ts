/**
 * A preset dictionary for deflating records (format 1, keys.ts): the field names and common
 * values of the lists' records, so even a small record deflates well. It is part of the format:
 * never change it; a new dictionary is a new format byte.
 */
export const DICTIONARY_V1 = new TextEncoder().encode(
  [
    '{"rid":"main/library/movie:","stamp":"","placed":"","value":null}',
    '{"id":,"type":"movie","type":"tv","title":"","overview":"","posterPath":"/","backdropPath":null,',
    '"voteAverage":,"releaseDate":"","genreIds":[],"popularity":,"addedAt":"","lastWatched":"",',
    '"watchedAt":"","progress":,"season":,"episode":,"positionSeconds":,"createdAt":"","name":""}',
    'main/favorites/main/continueWatching/main/history/main/playerProgress/main/settings/',
    'main/musicFavorites/main/musicRecent/main/playlists/main/playlistSongs/~/profiles/',
    '{"id":"","name":"","album":{"id":"","name":""},"year":"","duration":,"language":"english",',
    '"image":[{"quality":"50x50","url":"https://"},{"quality":"150x150","url":""},',
    '{"quality":"500x500","url":""}],"downloadUrl":[{"quality":"320kbps","url":"https://"}],',
    '"artists":{"primary":[{"id":"","name":""}]}}',
  ].join(''),
);
