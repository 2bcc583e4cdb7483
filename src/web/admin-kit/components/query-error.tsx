import { Button } from '#web/components/ui/button.js';
import { failureMessage } from '#web/lib/form-errors.js';

/** A list or page that failed to load: the server's words when it gave some, and a way to try again. */
export function QueryError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <div role="alert" className="rounded-xl border border-coral-dark/30 bg-coral/5 px-4 py-6 text-center text-sm">
      <p className="text-ink/85">{failureMessage(error, `The ${what} could not be loaded.`)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
