// Zod-free, so that forms can show the rules before the schemas load.

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Spaces, tabs and line breaks alone make no password (trim() removes each of them). */
export const PASSWORD_ONLY_SPACES = 'A password cannot be only spaces.';

/**
 * Passwords people pick first, at 12+ characters, and words of this service (its name, the demo
 * password). Short on purpose: it ships to the browser, so the forms refuse the likeliest at
 * once; the server also checks a long list of common passwords that never ships (decision 0409).
 */
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456123456',
  '111111111111',
  '000000000000',
  '123123123123',
  'qwertyuiopas',
  'qwerty123456',
  '1q2w3e4r5t6y',
  'passwordpassword',
  'password1234',
  'password12345',
  'password123456',
  'password123!',
  'Password1234',
  'Password123!',
  'iloveyou1234',
  'letmein12345',
  'welcome12345',
  'administrator',
  'qwertyuiop123',
  'abc123abc123',
  'abcdefghijkl',
  'aaaaaaaaaaaa',
  'trustno1trustno1',
  'sunshine1234',
  'princess1234',
  'football1234',
  'baseball1234',
  'monkey123456',
  'dragon123456',
  'master123456',
  'superman1234',
  'starwars1234',
  'changeme1234',
  'doctor123456',
  'medicine1234',
  'physician123',
  'boardready12',
  'boardready123',
  'demo-password',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password) || COMMON_PASSWORDS.has(password.toLowerCase());
}

/** The hint under every new-password field (register, reset, change). */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A short sentence is easy to remember.`;
