// DOMPurify for the server's drawings (decision 0415): the SSR build (scripts/prerender.mjs)
// resolves 'dompurify' here. DOMPurify needs a document; in Node it runs over jsdom's, its
// documented way there, created on the first text sanitized. The same allow-lists apply.
import { createRequire } from 'node:module';
import type { Config, DOMPurify } from 'dompurify';

const require = createRequire(import.meta.url);
let instance: DOMPurify | undefined;

function purifier(): DOMPurify {
  if (!instance) {
    // The package's CommonJS build, required at run time: the alias does not reach it.
    const createDOMPurify = require('dompurify') as DOMPurify;
    const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
    instance = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  }
  return instance;
}

export default {
  sanitize: (dirty: string, config: Config) => purifier().sanitize(dirty, config),
};
