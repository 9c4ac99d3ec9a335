import { create } from 'zustand';

/**
 * How many of the learner's changes wait on this device to reach the server (decision 1705): a
 * store of its own, without IndexedDB's code, so that the shell can say so on every screen.
 */
interface OutboxStatus {
  waiting: number;
  syncing: boolean;
}

export const useOutboxStatus = create<OutboxStatus>(() => ({ waiting: 0, syncing: false }));

/** What the status line says: nothing while nothing waits. */
export function waitingText(waiting: number): string | null {
  if (waiting === 0) return null;
  return waiting === 1 ? '1 change waiting to sync' : `${waiting} changes waiting to sync`;
}
