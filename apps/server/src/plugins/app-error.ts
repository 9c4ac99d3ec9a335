import { AppError, type ErrorCode } from '@boardready/contracts/errors';

/**
 * Transitional: the modules still on these helpers move to the named factories of
 * `@boardready/contracts/errors`, which own AppError now (one class, so the handler knows both).
 */
export { AppError };

export const badRequest = (code: string, message: string, fields?: Record<string, string>) =>
  new AppError(400, code as ErrorCode, message, fields);
export const unauthorized = (message = 'Sign in to continue.', code = 'not_signed_in') =>
  new AppError(401, code as ErrorCode, message);
export const forbidden = (message = 'You are not allowed to do that.', code = 'forbidden') =>
  new AppError(403, code as ErrorCode, message);
export const notFound = (message = 'Not found.', code = 'not_found') =>
  new AppError(404, code as ErrorCode, message);
export const conflict = (code: string, message: string) =>
  new AppError(409, code as ErrorCode, message);
export const unprocessable = (code: string, message: string) =>
  new AppError(422, code as ErrorCode, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
