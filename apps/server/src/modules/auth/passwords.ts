import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane (about 17 ms a hash here). */
export const ARGON2_PARAMS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, unusable under isolatedModules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash made with weaker (or other) parameters is re-made at the next sign-in. */
export function needsRehash(passwordHash: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  if (!match) return true;
  const [, m, t, p] = match.map(Number);
  return (
    m! < ARGON2_PARAMS.memoryCost || t! < ARGON2_PARAMS.timeCost || p !== ARGON2_PARAMS.parallelism
  );
}

/** Verified when the e-mail is unknown, so both failures cost the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-just-timing');
  return dummyHash;
}
