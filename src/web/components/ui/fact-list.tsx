import { cn } from '#web/lib/cn.js';

export interface Fact {
  label: string;
  value: string;
}

/** Short labelled facts of a booking or a request (dates, guests, class, price) in a two-to-four column grid. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4', className)}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-ink/65">{fact.label}</dt>
          <dd className="font-medium text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
