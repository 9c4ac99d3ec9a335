import type { StaffLiveSessionDetail } from '@boardready/contracts';
import { LIVE_RECORDING_MAX_BYTES, LIVE_RECORDING_TYPES } from '@boardready/contracts/live-rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { UploadCancelled } from '@/lib/api-upload';
import { formatClock } from '@/lib/qa/session-clock';
import { useUploadRecording } from '../api/upload-recording';
import {
  fileSize,
  RECORDING_ACCEPT,
  RECORDING_KINDS,
  readRecordingLength,
  recordingFileProblem,
  recordingTypeOf,
} from '../utils/recording-file';
import { clockTimeOfDay } from '../utils/session-time';

type Phase =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'sending'; sent: number }
  | { kind: 'stored' }
  | { kind: 'failed'; message: string };

/**
 * A session's recording (decision 1603): what is stored, and a file to store or replace it
 * with once the session has started. Learners replay it once the session has ended.
 */
export function RecordingSection({ session }: { session: StaffLiveSessionDetail }) {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const cancel = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const upload = useUploadRecording(session.liveSessionId);
  const { recording } = session;
  // leaving the screen stops an upload in flight
  useEffect(() => () => cancel.current?.abort(), []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0] ?? null;
    const problem = recordingFileProblem(file);
    const type = file && recordingTypeOf(file);
    if (problem || !file || !type) {
      setPhase({ kind: 'failed', message: problem ?? "Choose the recording's file." });
      input.current?.focus();
      return;
    }
    setPhase({ kind: 'reading' });
    const durationMs = await readRecordingLength(file.type ? file : file.slice(0, file.size, type));
    if (durationMs === null) {
      setPhase({
        kind: 'failed',
        message:
          'This browser could not read how long the recording is. Is it a whole, playable file?',
      });
      return;
    }
    const controller = new AbortController();
    cancel.current = controller;
    setPhase({ kind: 'sending', sent: 0 });
    try {
      await upload.mutateAsync({
        file,
        type,
        durationMs,
        signal: controller.signal,
        onProgress: (sent) => setPhase({ kind: 'sending', sent }),
      });
      if (input.current) input.current.value = '';
      setPhase({ kind: 'stored' });
    } catch (failed) {
      setPhase(
        failed instanceof UploadCancelled
          ? { kind: 'idle' }
          : {
              kind: 'failed',
              message:
                failed instanceof ApiError
                  ? failed.message
                  : 'The upload did not reach the server. Check your connection and try again.',
            },
      );
    } finally {
      cancel.current = null;
    }
  };

  const busy = phase.kind === 'reading' || phase.kind === 'sending';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Recording
      </h3>
      {recording ? (
        <p className="text-sm text-slate-700">
          {LIVE_RECORDING_TYPES[recording.mimeType as keyof typeof LIVE_RECORDING_TYPES] ??
            recording.mimeType}{' '}
          · {formatClock(recording.durationSeconds)} · {fileSize(recording.bytes)} · stored{' '}
          <time dateTime={recording.storedAt}>
            {new Date(recording.storedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })},{' '}
            {clockTimeOfDay(recording.storedAt)}
          </time>
          {session.status === 'ended'
            ? '. Learners can watch the replay.'
            : '. Learners can watch the replay once the session ends.'}
        </p>
      ) : (
        <p className="text-sm text-slate-700">No recording yet.</p>
      )}
      {session.status === 'upcoming' ? (
        <p className="text-sm text-slate-700">
          You can add the recording once the session has started.
        </p>
      ) : (
        <form
          aria-labelledby={headingId}
          onSubmit={(event) => void handleSubmit(event)}
          className="flex flex-col gap-1"
        >
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            Recording file
          </label>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={RECORDING_ACCEPT}
              disabled={busy}
              aria-describedby={hintId}
              onChange={() => setPhase({ kind: 'idle' })}
              className="min-h-10 w-full min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-semibold file:text-slate-800"
            />
            <Button type="submit" busy={busy}>
              {recording ? 'Replace recording' : 'Upload recording'}
            </Button>
          </div>
          <p id={hintId} className="text-sm text-slate-700">
            {RECORDING_KINDS}, up to {fileSize(LIVE_RECORDING_MAX_BYTES)}.
          </p>
        </form>
      )}
      {phase.kind === 'reading' && (
        <p role="status" className="text-sm text-slate-700">
          Reading the recording's length…
        </p>
      )}
      {phase.kind === 'sending' && (
        <div className="flex flex-wrap items-center gap-3">
          <progress
            value={phase.sent}
            max={1}
            aria-label="Upload progress"
            className="h-2 min-w-40 flex-1 accent-brand-700"
          />
          <span role="status" className="text-sm tabular-nums text-slate-700">
            Uploading… {Math.floor(phase.sent * 100)} %
          </span>
          <Button variant="ghost" onClick={() => cancel.current?.abort()}>
            Cancel upload
          </Button>
        </div>
      )}
      {phase.kind === 'stored' && (
        <Alert tone="success">
          {session.status === 'ended'
            ? 'Recording stored. Learners can watch the replay now.'
            : 'Recording stored. Learners can watch the replay once the session ends.'}
        </Alert>
      )}
      {phase.kind === 'failed' && <Alert tone="error">{phase.message}</Alert>}
    </section>
  );
}
