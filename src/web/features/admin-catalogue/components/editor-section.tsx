import type { ReactNode } from 'react';

/** One titled part of a trip's or destination's editor (Basics, Picture, Description…). */
export function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-xl bg-white p-3 ring-1 ring-ink/10 sm:p-4">
      <h2 className="font-display text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
