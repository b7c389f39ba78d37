import { create } from 'zustand';

/** One message at a time for the listener (the spec's alerts), shown by `<MusicAlert />`. */
interface AlertState {
  message: string | null;
  id: number;
}

export const useAlertStore = create<AlertState>()(() => ({ message: null, id: 0 }));

export const showAlert = (message: string) =>
  useAlertStore.setState((s) => ({ message, id: s.id + 1 }));
export const dismissAlert = () => useAlertStore.setState({ message: null });
