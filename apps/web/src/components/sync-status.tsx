import { useOutboxStatus, waitingText } from '@/lib/offline/outbox-status';
import { useOnline } from '@/lib/offline/use-online';

/**
 * Says when the learner studies offline and how many of their changes wait on this device to
 * reach the server (decision 1705); nothing while online with nothing waiting.
 */
export function SyncStatus({ className = '' }: { className?: string }) {
  const online = useOnline();
  const { waiting, syncing } = useOutboxStatus();
  const waitingLine = waitingText(waiting);
  const parts = [
    online ? null : 'Offline',
    waitingLine && (online && syncing ? `Syncing: ${waitingLine}` : waitingLine),
  ].filter(Boolean);
  // Absent rather than empty: a screen's own status (a form's answer) stays the one on the page.
  if (parts.length === 0) return null;
  return (
    <p role="status" className={`text-sm text-amber-900 ${className}`}>
      {parts.join(' · ')}
    </p>
  );
}
