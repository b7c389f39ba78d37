/**
 * Connections (README.md): Trakt for what is watched, ListenBrainz for what is heard, per
 * profile. Only the tab's lazy panel and the start check are exported; the rest loads with them.
 */
export { ConnectionsPanel } from './components/connections-panel-lazy';
