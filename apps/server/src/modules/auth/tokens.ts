import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe; what the cookie or the reset link carries. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes are stored, so a database leak hands out no usable session or reset link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
