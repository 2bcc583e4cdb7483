import { Star } from 'lucide-react';
import { useState } from 'react';
import { RATING_LABELS } from '#domain/schemas/rating.js';
import { cn } from '#web/lib/cn.js';
import { useT } from '#web/i18n/i18n.js';

interface StarInputProps {
  name: string;
  /** the id of the visible label of the group */
  labelId: string;
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}

/**
 * The rating dialog's five stars, named Poor to Excellent. Native radios underneath, so arrow
 * keys, the form and screen readers work as they do everywhere; the stars are their labels.
 */
export function StarInput({ name, labelId, value, onChange, onBlur, invalid, describedBy }: StarInputProps) {
  const t = useT();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="flex"
        onPointerLeave={() => setHovered(null)}
      >
        {RATING_LABELS.map((label, index) => {
          const stars = index + 1;
          return (
            <label
              key={label}
              className="group cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold"
              onPointerEnter={() => setHovered(stars)}
            >
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onBlur={onBlur}
                className="sr-only"
              />
              <span className="sr-only">{t(label)}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  'size-9 transition-colors duration-150',
                  stars <= shown ? 'fill-gold text-gold-dark' : 'fill-transparent text-ink/30',
                )}
                strokeWidth={1.5}
              />
            </label>
          );
        })}
      </div>
      <p aria-hidden="true" className="min-w-24 text-sm font-semibold text-ink/80">
        {shown ? t(RATING_LABELS[shown - 1]!) : ''}
      </p>
    </div>
  );
}
