import { describe, expect, it } from 'vitest';
import { cropBox } from './crop-box.js';

describe('cropBox', () => {
  const wide = { width: 4000, height: 2000 };
  const card = { width: 1200, height: 900 };

  it('keeps the full height of a wide picture and centres the focal point', () => {
    expect(cropBox(wide, card, { x: 0.5, y: 0.5 })).toEqual({ left: 667, top: 0, width: 2667, height: 2000 });
  });

  it('stops at the edge when the focal point is near it', () => {
    expect(cropBox(wide, card, { x: 0, y: 0.5 }).left).toBe(0);
    expect(cropBox(wide, card, { x: 1, y: 0.5 }).left).toBe(4000 - 2667);
    expect(cropBox(wide, card, { x: 0.6, y: 0.5 }).left).toBe(1067);
  });

  it('keeps the full width of a tall picture and moves vertically', () => {
    const tall = { width: 1000, height: 3000 };
    const banner = { width: 1920, height: 800 };
    expect(cropBox(tall, banner, { x: 0.5, y: 0.1 })).toEqual({ left: 0, top: 92, width: 1000, height: 417 });
    expect(cropBox(tall, banner, { x: 0.5, y: 1 }).top).toBe(3000 - 417);
  });
});
