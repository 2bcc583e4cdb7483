import { describe, expect, it } from 'vitest';
import { MEDIA_FORMAT_MESSAGE, MEDIA_TOO_LARGE_MESSAGE } from '#domain/schemas/messages.js';
import { nudgeFocal, PICTURE_MAX_BYTES, pictureProblem } from './picture-checks.js';

describe('pictureProblem', () => {
  it('lets JPEG, PNG and WebP up to 15 MB through', () => {
    expect(pictureProblem({ type: 'image/webp', size: PICTURE_MAX_BYTES })).toBeNull();
    expect(pictureProblem({ type: 'image/png', size: 1 })).toBeNull();
  });

  it('refuses other types and larger files with the server’s words', () => {
    expect(pictureProblem({ type: 'image/gif', size: 10 })).toBe(MEDIA_FORMAT_MESSAGE);
    expect(pictureProblem({ type: 'image/jpeg', size: PICTURE_MAX_BYTES + 1 })).toBe(MEDIA_TOO_LARGE_MESSAGE);
  });
});

describe('nudgeFocal', () => {
  it('moves by the arrow and stays inside the picture', () => {
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, 'ArrowRight')).toEqual({ x: 0.55, y: 0.5 });
    expect(nudgeFocal({ x: 0.5, y: 0.02 }, 'ArrowUp')).toEqual({ x: 0.5, y: 0 });
    expect(nudgeFocal({ x: 0.5, y: 0.5 }, 'Enter')).toBeNull();
  });
});
