import { useState } from 'react';
import { ApiError } from '@/lib/api-client';

const UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

/**
 * A form's refusal by the server: its field messages (under their fields) and its sentence (above
 * them); `refused` takes the error a submit rejected with.
 */
export function useFormRefusal() {
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  return {
    fields,
    failure,
    /** before a submit: the messages of the client's own checks, or none */
    reset(next: Record<string, string> = {}) {
      setFields(next);
      setFailure(undefined);
    },
    refused(error: unknown) {
      if (error instanceof ApiError) {
        setFields(error.fields ?? {});
        setFailure(error.message);
      } else setFailure(UNREACHABLE);
    },
  };
}
