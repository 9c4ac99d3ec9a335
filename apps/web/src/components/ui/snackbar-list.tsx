import { useEffect, useLayoutEffect, useState } from 'react';
import { type SnackbarMessage, useSnackbar } from '@/lib/snackbar';

const TONES: Record<SnackbarMessage['tone'], string> = {
  failure: 'bg-red-800 text-white',
  info: 'bg-slate-900 text-white',
  success: 'bg-green-800 text-white',
};

function Snackbar({ message }: { message: SnackbarMessage }) {
  const dismiss = useSnackbar((s) => s.dismiss);
  useEffect(() => {
    if (message.duration === null) return;
    const timer = setTimeout(() => dismiss(message.id), message.duration);
    return () => clearTimeout(timer);
  }, [message, dismiss]);
  return (
    <div
      role={message.tone === 'failure' ? 'alert' : 'status'}
      className={`flex items-center gap-4 rounded-md px-4 py-3 text-sm shadow-lg ${TONES[message.tone]}`}
    >
      <span className="flex-1">{message.text}</span>
      {message.action && (
        <button
          type="button"
          className="font-semibold uppercase tracking-wide underline-offset-2 hover:underline"
          onClick={message.action.onAction}
        >
          {message.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label="Dismiss"
        className="rounded px-1 text-lg leading-none opacity-80 hover:opacity-100"
        onClick={() => dismiss(message.id)}
      >
        ×
      </button>
    </div>
  );
}

type Placement = 'top' | 'bottom';

/**
 * Away from the control the learner just used (it keeps the focus): a message never covers the
 * action that caused it, such as a form's button at the bottom of a phone's screen.
 */
function placementAwayFromFocus(): Placement {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'bottom';
  return focused.getBoundingClientRect().bottom > window.innerHeight * 0.6 ? 'top' : 'bottom';
}

const PLACEMENT_CLASS: Record<Placement, string> = {
  bottom: 'bottom-4',
  // below the toolbar
  top: 'top-[4.5rem]',
};

/** Where snackbars appear: bottom centre, or top when the action was low; above all but the calculator. */
export function SnackbarList() {
  const messages = useSnackbar((s) => s.messages);
  const newest = messages.at(-1)?.id;
  const [placement, setPlacement] = useState<Placement>('bottom');
  // Chosen as each message arrives, before it paints, and kept while it shows.
  useLayoutEffect(() => {
    if (newest !== undefined) setPlacement(placementAwayFromFocus());
  }, [newest]);
  return (
    <div
      className={`pointer-events-none fixed inset-x-0 z-[5000] flex flex-col items-center gap-2 px-4 ${PLACEMENT_CLASS[placement]}`}
    >
      {messages.map((m) => (
        <div key={m.id} className="pointer-events-auto w-full max-w-lg">
          <Snackbar message={m} />
        </div>
      ))}
    </div>
  );
}
