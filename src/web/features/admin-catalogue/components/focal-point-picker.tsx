import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '#web/components/ui/button.js';
import type { FocalPoint } from '#web/features/admin-catalogue/api/set-focal-point.js';
import { nudgeFocal } from '#web/features/admin-catalogue/lib/picture-checks.js';

interface Props {
  /** the whole picture: the file just chosen, or the server's preview of a saved one (the public files are crops) */
  src: string;
  focal: FocalPoint;
  busy: boolean;
  onApply: (focal: FocalPoint) => void;
}

const percent = (n: number) => `${Math.round(n * 100)}%`;

/** Where the crops centre: a click on the picture or the arrow keys on the marker, then "Re-crop". */
export function FocalPointPicker({ src, focal, busy, onApply }: Props) {
  const [point, setPoint] = useState(focal);
  const moved = point.x !== focal.x || point.y !== focal.y;
  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
    setPoint({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const nudge = (event: KeyboardEvent) => {
    const next = nudgeFocal(point, event.key);
    if (!next) return;
    event.preventDefault();
    setPoint(next);
  };

  return (
    <div className="space-y-2">
      <p className="text-sm text-ink/70">
        Click the part of the picture every crop must keep, or move the marker with the arrow keys.
      </p>
      {/* The click is a mouse shortcut; the marker is the keyboard's way to the same thing. */}
      <div className="relative max-w-md cursor-crosshair overflow-hidden rounded-lg" onClick={pick}>
        <img src={src} alt="The uploaded picture, whole" className="block w-full" />
        <button
          type="button"
          aria-label={`Focal point, ${percent(point.x)} from the left, ${percent(point.y)} from the top`}
          onKeyDown={nudge}
          onClick={(event) => event.stopPropagation()}
          className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-gold-dark/80 shadow focus-visible:outline-2 focus-visible:outline-gold"
          style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
        />
      </div>
      <Button type="button" size="sm" variant="outline" disabled={!moved || busy} onClick={() => onApply(point)}>
        {busy ? 'Re-cropping…' : 'Re-crop around this point'}
      </Button>
    </div>
  );
}
