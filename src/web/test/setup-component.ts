import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetPartyChoices } from '#web/lib/party-choice.js';

// happy-dom leaves out a select's `size` (0 in a browser). react-hook-form reads it to tell a select the visitor
// changed before the form was ready from one the page just drew; without it every select counts as changed, and its
// empty first option replaces the form's value (a back-office form that starts filled in would start blank).
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
    set(this: HTMLSelectElement, value: number) {
      this.setAttribute('size', String(value));
    },
  });
}

// What a test waits for (`findBy…`, `waitFor`) may take longer than the library's 1 s on a CI machine busy with the
// browser journeys beside it (a back-office picture's preview missed it once): a passing wait ends as soon as it
// sees what it waits for, so only a failing test waits the whole 5 s.
configure({ asyncUtilTimeout: 5000 });

// Each test renders into a fresh document, with a fresh tab's sessionStorage (where forms keep their drafts) and
// no trip page's party choice left from the one before.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  resetPartyChoices();
  window.history.replaceState(null, '', '/');
});
