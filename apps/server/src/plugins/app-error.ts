/** An error the API answers with on purpose: a stable code, a human message, the right status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, fields?: Record<string, string>) =>
  new AppError(400, code, message, fields);
export const unauthorized = (message = 'Sign in to continue.', code = 'not_signed_in') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do that.', code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.', code = 'not_found') =>
  new AppError(404, code, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const unprocessable = (code: string, message: string) => new AppError(422, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
