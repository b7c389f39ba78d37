/** What a detail or player page knows that the route alone does not: the title and episode. */
export interface ReportedActivity {
  kind: 'details' | 'watching';
  title: string;
  season?: number;
  episode?: number;
}

/** What reportActivity needs of the presence controller. */
interface ActivityReceiver {
  report(activity: ReportedActivity, pathname: string): void;
}

/**
 * The running presence, if any. Kept apart from the presence logic (the desktop feature's) so
 * that the pages which report what they show neither import that feature nor bring its logic
 * (desktop shell only) into the start-up bundle.
 */
let active: ActivityReceiver | null = null;

export function setActivePresence(controller: ActivityReceiver | null) {
  active = controller;
}

const currentPath = () => window.location.hash.replace(/^#/, '').split('?')[0] || '/';

/**
 * For the detail and player pages: tell presence which title (and episode) is on screen.
 * Does nothing outside the desktop shell.
 */
export function reportActivity(activity: ReportedActivity): void {
  active?.report(activity, currentPath());
}
