import type { StaffLiveSessionDetail } from '@boardready/contracts';
import type { LiveRecordingType } from '@boardready/contracts/live-rules';
import { routes } from '@boardready/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile } from '@/lib/api-upload';
import { liveKeys } from './live-keys';

export interface RecordingToSend {
  file: Blob;
  type: LiveRecordingType;
  durationMs: number;
  onProgress: (sent: number) => void;
  signal: AbortSignal;
}

/**
 * PUT /api/3.0/admin/live/sessions/:id/recording: the file as the body, with its progress; the
 * session's screen and the staff's list take the stored recording.
 */
export function useUploadRecording(liveSessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, type, durationMs, onProgress, signal }: RecordingToSend) =>
      uploadFile(routes.live.uploadRecording, {
        params: { liveSessionId },
        query: { durationMs },
        file,
        type,
        onProgress,
        signal,
      }),
    onSuccess: (session) => {
      client.setQueryData<StaffLiveSessionDetail>(liveKeys.staffSession(liveSessionId), (old) =>
        old ? { ...old, ...session } : old,
      );
      return client.invalidateQueries({ queryKey: liveKeys.staffSessions });
    },
  });
}
