import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.js';
import { initials } from '#web/lib/initials.js';

const TONES = ['bg-acacia', 'bg-ocean-dark', 'bg-gold-dark', 'bg-coral-dark'] as const;

type InitialsAvatarProps = ComponentProps<'span'> & {
  name: string;
  /** picks one of the earthy colours, so neighbours in a list differ */
  tone?: number;
};

/**
 * No portraits can be downloaded, so people are shown by their initials on an earthy colour. The
 * size is the caller's (`size-…` and `text-…` in className); the name itself is read out nearby.
 */
export function InitialsAvatar({ name, tone = 0, className, ...props }: InitialsAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-14 shrink-0 items-center justify-center rounded-full font-display text-lg font-semibold text-white',
        TONES[tone % TONES.length],
        className,
      )}
      {...props}
    >
      {initials(name)}
    </span>
  );
}
