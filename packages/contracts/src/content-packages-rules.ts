/**
 * The limits of a content package (issue 26, decision 1303), zod-free: the SPA checks a chosen
 * file against them before sending it, the server enforces them.
 */

/** The largest archive accepted (the zip itself). */
export const CONTENT_PACKAGE_MAX_BYTES = 16 * 1024 * 1024;
/** The most its files may add up to once unpacked, and how many files it may hold. */
export const CONTENT_PACKAGE_MAX_UNPACKED_BYTES = 128 * 1024 * 1024;
export const CONTENT_PACKAGE_MAX_FILES = 500;
/** The archive travels as base64 in JSON (mutations are JSON): 4 characters per 3 bytes. */
export const CONTENT_PACKAGE_MAX_BASE64 = Math.ceil(CONTENT_PACKAGE_MAX_BYTES / 3) * 4;
