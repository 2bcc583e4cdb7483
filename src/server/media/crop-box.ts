export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The largest box of the target's aspect that fits the picture, placed so the focal point (0–1 from
 * the left and from the top) is as near its centre as the picture's edges allow.
 */
export function cropBox(
  source: { width: number; height: number },
  target: { width: number; height: number },
  focal: { x: number; y: number },
): CropBox {
  const aspect = target.width / target.height;
  const wider = source.width / source.height > aspect;
  const width = wider ? Math.min(source.width, Math.round(source.height * aspect)) : source.width;
  const height = wider ? source.height : Math.min(source.height, Math.round(source.width / aspect));
  const left = clamp(Math.round(focal.x * source.width - width / 2), 0, source.width - width);
  const top = clamp(Math.round(focal.y * source.height - height / 2), 0, source.height - height);
  return { left, top, width, height };
}
