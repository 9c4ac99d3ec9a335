import { Alert } from './alert';
import { Button } from './button';

/** What a screen shows while its data loads, or when it failed: the reason and a retry. */
export function QueryStatus({
  query,
  loading,
}: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  loading: string;
}) {
  if (query.error) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{query.error.message}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!query.isPending) return null;
  return (
    <p role="status" className="text-slate-600">
      {loading}
    </p>
  );
}
