/**
 * Profiles (README.md): "Who's watching?", the profiles' settings, a kids profile's ceiling and
 * PINs. Settings → Profiles shows `ProfilesPanel`; the page and the start load lazily.
 */
export { ProfilesPanel } from './components/profiles-panel-lazy';
export { startProfiles } from './start';
