import { applyServerError } from '@/lib/forms';

/** The sentence of a failed call for an alert: the server's own words, or the connection's. */
export const failureOf = (error: unknown) => applyServerError(error, () => {}, []);
