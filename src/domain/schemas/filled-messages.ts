import { msg } from '../i18n/msg.js';

// Messages a number is filled into (`tooLongMessage(200)` in common.ts): the API sends them filled in, and the
// web reads them back to show them through the catalogue. A module of their own: every form field loads it.
export const TOO_LONG_MESSAGE = msg('Please keep this under {max} characters.');
export const TOO_LARGE_MESSAGE = msg('Please enter a number no larger than {max}.');
export const FILLED_MESSAGES: readonly string[] = [TOO_LONG_MESSAGE, TOO_LARGE_MESSAGE];
