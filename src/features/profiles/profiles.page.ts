import type { PageRecord } from '@/lib/pages';

/**
 * "Switch profile": "Who's watching?" inside the app. Its place in the sidebar and the bottom bar
 * is added by the profile start (nav-place.ts), which loads only on a browser with more than one
 * profile: a browser with one pays nothing for it in the first paint.
 */
export const profilesPage = {
  name: 'profiles',
  routes: { profiles: '/profiles' },
  load: () => import('./profiles-route'),
  messages: ['video'],
  // Presence says only "browsing" here: a line of its own would cost the first paint its words.
  activity: {},
} as const satisfies PageRecord;
