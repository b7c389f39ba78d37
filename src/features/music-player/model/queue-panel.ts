import { create } from 'zustand';

/**
 * Whether the Queue dialog is open. It lives outside the bar so the keyboard (Q) can open and
 * close it too; only the bar renders it, and only while a song is current.
 */
const useQueuePanel = create<{ open: boolean }>()(() => ({ open: false }));

export const useQueueOpen = () => useQueuePanel((s) => s.open);
export const isQueueOpen = () => useQueuePanel.getState().open;
export const setQueueOpen = (open: boolean) => useQueuePanel.setState({ open });
export const toggleQueue = () => setQueueOpen(!isQueueOpen());
