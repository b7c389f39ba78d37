import type { ReportedActivity } from './route-activity';

/** What reportActivity needs of the presence controller. */
interface ActivityReceiver {
  report(activity: ReportedActivity, pathname: string): void;
}

/**
 * The running presence, if any. Kept apart from the presence logic so that the pages which
 * report what they show do not bring that logic (desktop shell only) into the start-up bundle.
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
