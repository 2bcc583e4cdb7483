import { describe, expect, it } from 'vitest';
import { TOO_LARGE_MESSAGE, TOO_LONG_MESSAGE, FILLED_MESSAGES } from '../schemas/filled-messages.js';
import { tooLongMessage } from '../schemas/common.js';
import { fillMessage, readFilledMessage } from './msg.js';

describe('filled-in messages', () => {
  it('fills in the English as the API says it, word for word', () => {
    expect(tooLongMessage(200)).toBe('Please keep this under 200 characters.');
    expect(fillMessage(TOO_LARGE_MESSAGE, { max: 20 })).toBe('Please enter a number no larger than 20.');
  });

  it('reads a filled-in text back to its message and values', () => {
    expect(readFilledMessage('Please keep this under 5000 characters.', FILLED_MESSAGES)).toEqual({
      id: TOO_LONG_MESSAGE,
      values: { max: 5000 },
    });
    expect(readFilledMessage('Please enter a valid date', FILLED_MESSAGES)).toBeUndefined();
    expect(readFilledMessage('Please keep this under 200 characters! ', FILLED_MESSAGES)).toBeUndefined();
  });
});
