import { MEDIA_FORMAT_MESSAGE, MEDIA_TOO_LARGE_MESSAGE } from '#domain/schemas/messages.js';

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 15 * 1024 * 1024;

/**
 * Why the server would refuse this file before sending 15 MB for nothing; null when it may go. Only a
 * first look: the server judges the bytes (and the pixel limits), and its message is the one that counts.
 */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return MEDIA_FORMAT_MESSAGE;
  if (file.size > PICTURE_MAX_BYTES) return MEDIA_TOO_LARGE_MESSAGE;
  return null;
}

/** A focal point moved by the arrow keys, kept inside the picture. */
export function nudgeFocal(focal: { x: number; y: number }, key: string, step = 0.05): { x: number; y: number } | null {
  const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const move = moves[key];
  return move ? { x: clamp(focal.x + move[0]), y: clamp(focal.y + move[1]) } : null;
}
