import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetPartyChoices } from '#web/lib/party-choice.js';

// Each test renders into a fresh document, with a fresh tab's sessionStorage (where forms keep their drafts) and
// no trip page's party choice left from the one before.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  resetPartyChoices();
  window.history.replaceState(null, '', '/');
});
