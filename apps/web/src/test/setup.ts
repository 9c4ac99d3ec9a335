import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './console-errors';

// findBy… and waitFor wait up to 3 s (the library's 1 s): the CI box has two cores, shared with
// the server's test files running beside these.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
