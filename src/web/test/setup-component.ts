import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test renders into a fresh document, with a fresh tab's sessionStorage (where forms keep their drafts).
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
