/** Types for chromium.mjs (imported by playwright.config.ts). */
export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(): string | undefined;
export declare function findTestBrowser(): string | undefined;
export declare function ensureChromium(): string;
export declare function ensureTestBrowser(): string;
