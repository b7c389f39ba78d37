import { create } from 'zustand';

/**
 * Whether Now Playing is open. It lives outside the bar so that opening it renders Now Playing
 * alone, not the bar with its seek bar, controls and volume again.
 */
const useNowPlayingPanel = create<{ open: boolean }>()(() => ({ open: false }));

export const useNowPlayingOpen = () => useNowPlayingPanel((s) => s.open);
export const setNowPlayingOpen = (open: boolean) => useNowPlayingPanel.setState({ open });
