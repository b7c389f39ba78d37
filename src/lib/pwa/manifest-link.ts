import { WEB_MANIFEST_FILE } from '@shared/config/web-manifest';

/**
 * Links the web app manifest (`<link rel="manifest">`), which index.html leaves out. A browser
 * fetches a linked manifest, and the icon it would install with, as the page starts: two
 * requests at high priority that took two of the six connections a phone's browser opens to
 * the server while `main.js` and the page's files were waiting for one (measured in
 * docs/benchmarks.md). The app links it once its first screen has settled; the browser then
 * reads it as it would have at load, and offers to install the app as before. Linked once per
 * page.
 */
export function linkManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = `/${WEB_MANIFEST_FILE}`;
  doc.head.append(link);
}
