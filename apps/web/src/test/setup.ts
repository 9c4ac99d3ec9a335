import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './console-errors';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
