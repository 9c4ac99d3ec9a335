import { Alert } from './alert';
import { Button } from './button';

/** What a screen shows while its data loads: announced politely, no layout jump. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-600">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-slate-400 border-t-transparent"
      />
      {label}
    </p>
  );
}

/** A failed load: the reason and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
