import { Link } from 'react-router';
import { cn } from '#web/lib/cn.js';

interface OverviewStatProps {
  label: string;
  value: number;
  /** the value as shown, when not the bare number (an amount of money) */
  shown?: string;
  /** the list it counts, already filtered */
  to: string;
  /** red while above 0: something waits too long */
  alert?: boolean;
}

/** One figure of the overview, a link to what it counts. */
export function OverviewStat({ label, value, shown, to, alert }: OverviewStatProps) {
  return (
    <Link
      to={to}
      className={cn(
        'block rounded-xl bg-white p-3 ring-1 ring-ink/10 hover:ring-ink/30',
        alert && value > 0 && 'bg-coral/5 ring-coral-dark/40',
      )}
    >
      <span className="block text-xs font-medium text-ink/65">{label}</span>
      <span
        className={cn(
          'block font-display text-2xl font-semibold tabular-nums',
          alert && value > 0 && 'text-coral-dark',
        )}
      >
        {shown ?? value}
      </span>
    </Link>
  );
}
