import { create } from 'zustand';

export interface SnackbarMessage {
  id: number;
  text: string;
  tone: 'failure' | 'info' | 'success';
  action?: { label: string; onAction: () => void };
  /** ms before it hides by itself; null = until dismissed */
  duration: number | null;
}

interface SnackbarState {
  messages: SnackbarMessage[];
  show(message: Omit<SnackbarMessage, 'id' | 'duration'> & { duration?: number | null }): number;
  dismiss(id: number): void;
}

let nextId = 1;

/** One queue of short messages for the whole app (spec §8's failure snackbars and the update prompt). */
export const useSnackbar = create<SnackbarState>((set) => ({
  messages: [],
  show(message) {
    const id = nextId++;
    set((s) => ({
      messages: [
        ...s.messages.filter((m) => m.text !== message.text),
        { duration: 6000, ...message, id },
      ],
    }));
    return id;
  },
  dismiss: (id) => set((s) => ({ messages: s.messages.filter((m) => m.id !== id) })),
}));

export const showFailure = (text: string) => useSnackbar.getState().show({ text, tone: 'failure' });
