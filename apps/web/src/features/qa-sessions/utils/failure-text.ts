import { ApiError } from '@/lib/api-client';

/** The sentence a failed action shows where it was asked (the call layer itself shows nothing, §8). */
export function failureText(error: unknown): string {
  return error instanceof ApiError
    ? error.message
    : 'We could not reach the server. Check your connection and try again.';
}
