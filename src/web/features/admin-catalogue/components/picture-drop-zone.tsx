import { ImageUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { buttonVariants } from '#web/components/ui/button.js';
import { cn } from '#web/lib/cn.js';
import { PICTURE_TYPES } from '#web/features/admin-catalogue/lib/picture-checks.js';

interface Props {
  onFile: (file: File) => void;
  busy: boolean;
}

/** A file dropped here or chosen with the (keyboard-reachable) button goes to `onFile`. */
export function PictureDropZone({ onFile, busy }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const dragOver = (event: DragEvent) => {
    event.preventDefault();
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <div
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      aria-busy={busy}
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm',
        over ? 'border-gold-dark bg-gold/10' : 'border-ink/20',
      )}
    >
      <ImageUp aria-hidden className="size-6 text-ink/60" />
      <p className="text-ink/70">Drop a JPEG, PNG or WebP here (at most 15 MB, at least 960 × 400 pixels), or</p>
      {/* The real input stays in the tab order (visually hidden); its label is the button people see. */}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        className="peer sr-only"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again after a refusal still reaches onFile.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold',
          busy && 'pointer-events-none opacity-60',
        )}
      >
        {busy ? 'Uploading…' : 'Choose a picture'}
      </label>
    </div>
  );
}
