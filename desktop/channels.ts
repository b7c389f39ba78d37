/** IPC channel names shared by the preload and the main process. */
export const CHANNELS = {
  minimize: 'reelbeat:window:minimize',
  maximize: 'reelbeat:window:maximize',
  close: 'reelbeat:window:close',
  isMaximized: 'reelbeat:window:is-maximized',
  maximizedChanged: 'reelbeat:window:maximized-changed',
  presenceSet: 'reelbeat:presence:set',
  presenceClear: 'reelbeat:presence:clear',
  setHardwareAcceleration: 'reelbeat:settings:hardware-acceleration',
} as const;

export const PROTOCOL = 'reelbeat';
