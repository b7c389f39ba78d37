/**
 * A profile's content restrictions (README.md): the store the profile drives, and the notice a
 * title over its ceiling shows instead of playing.
 */
export {
  useContentRestrictions,
  getContentRestrictions,
  setContentRestrictions,
  NO_RESTRICTIONS,
  type ContentRestrictions,
} from './store';
export { RestrictedNotice, UNCHECKED } from './restricted-notice';
export {
  allowedSongs,
  hidesExplicit,
  songAllowed,
  useAllowedSongs,
  useHidesExplicit,
} from './songs';
