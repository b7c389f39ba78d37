// The music home's first searches (music-library/ahead.ts), which the build also loads, read the
// moods through this path; everything else imports them from shared/.
export { EAGER_MOODS, MOODS, type Mood } from '../../shared/config/music-moods.ts';
