import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Section } from '@/components/ui/section';
import { type SnackbarMessage, useSnackbar } from '@/lib/snackbar';
import { Code } from './code';
import { useForAWhile } from './use-for-a-while';

const SAMPLES: { tone: SnackbarMessage['tone']; label: string; text: string }[] = [
  { tone: 'info', label: 'Show Information', text: 'A new version is ready.' },
  { tone: 'success', label: 'Show Success', text: 'Your changes are saved.' },
  { tone: 'failure', label: 'Show Failure', text: 'The sample call failed.' },
];

/** Snackbars (the app-wide queue), alerts, and the loading and failed-load states. */
export function FeedbackSection() {
  const show = useSnackbar((s) => s.show);
  const [loading, showLoading] = useForAWhile();
  return (
    <Section
      title="Snackbars, Alerts and Loading"
      description={
        <>
          Snackbars come from <Code>useSnackbar().show</Code> (lib/snackbar), shown by the shell's{' '}
          <Code>SnackbarHost</Code>; a failure is announced at once. <Code>Alert</Code>,{' '}
          <Code>LoadingState</Code> and <Code>LoadError</Code> stay in the page.
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-3">
          {SAMPLES.map((sample) => (
            <Button
              key={sample.tone}
              variant="secondary"
              onClick={() => show({ tone: sample.tone, text: sample.text })}
            >
              {sample.label}
            </Button>
          ))}
          <Button
            variant="secondary"
            onClick={() =>
              show({
                tone: 'info',
                text: 'The sample was removed.',
                action: { label: 'Undo', onAction: () => {} },
                duration: null,
              })
            }
          >
            Show with an Action
          </Button>
          <Button variant="secondary" onClick={showLoading}>
            Show Loading for 3 s
          </Button>
        </div>
        <Alert tone="info">An information block, read politely.</Alert>
        <Alert tone="success">A success block.</Alert>
        {loading && <LoadingState label="Loading the sample…" />}
        <LoadError message="The sample could not be loaded." onRetry={() => {}} />
      </div>
    </Section>
  );
}
