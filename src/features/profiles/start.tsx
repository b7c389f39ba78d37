import type { Root } from 'react-dom/client';
import { setContentRestrictions } from '@/lib/content-restrictions';
import { withMessages } from '@/lib/i18n';
import { activeProfileId } from '@/lib/storage/records/namespace';
import { setActiveProfile, watchProfiles } from '@/lib/storage/records/profiles';
import { subscribeStorageProblems } from '@/lib/storage/storage-problems';
import { alwaysAsks, chosenInTab, markChosenInTab, rememberedProfile } from './device-choice';
import { allProfiles, restrictionsOf } from './profile-model';
import { opensOnPicker } from './start-decision';

/**
 * The start of a visit on a browser with profiles (start-check.ts decides it is needed): the
 * active profile's content restrictions are set before the first catalogue call, "Switch
 * profile" may join the navigation, another tab deleting this profile opens "Who's watching?", and
 * a visit that must ask opens on it. Resolves when the app may start; choosing another profile
 * reloads the page instead, with whether the browser has more than one profile (the app then
 * shows "Switch profile").
 */
export async function startProfiles(root: Root): Promise<boolean> {
  const profiles = allProfiles();
  const active = activeProfileId();
  const facts = {
    profiles,
    active,
    remembered: rememberedProfile(),
    inTab: chosenInTab(),
    alwaysAsk: alwaysAsks(),
  };
  if (opensOnPicker(facts)) {
    const { showStartPicker } = await withMessages(['video'], import('./start-picker'));
    await showStartPicker(root);
  }
  const current = allProfiles().find((p) => p.id === active);
  setContentRestrictions(restrictionsOf(current));
  // The tab stays in this profile (activeProfileId reads it first): a kids tab reloads into the
  // kids profile, asking no PIN, even after another tab chose another profile for the device.
  if (current) markChosenInTab(active);
  // The first-paint check reads the device's choice beside the registry: write it once.
  if (current && rememberedProfile() === null) setActiveProfile(active);
  watchProfiles();
  // The layer says so when this page's profile is deleted (here or in another tab): nothing more
  // is saved to it, and "Who's watching?" offers the others.
  subscribeStorageProblems((problem) => {
    if (problem?.reason === 'deleted') window.location.hash = '#/profiles';
  });
  return allProfiles().length > 1;
}
