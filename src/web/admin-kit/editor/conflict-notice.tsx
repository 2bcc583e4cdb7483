import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import type { EditorConflict } from './use-editor.js';

/** Someone else saved first: what they changed, and the two ways on. Nothing is overwritten unasked. */
export function ConflictNotice({ conflict, pending }: { conflict: EditorConflict; pending: boolean }) {
  const { what, fields } = conflict;
  return (
    <FormAlert tone="error" title={`Someone else saved this ${what}`}>
      <p className="mt-1">
        {fields.length > 0 ? 'They changed:' : 'They saved it without changing what this editor shows.'}
      </p>
      {fields.length > 0 && (
        <ul aria-label="Changed by someone else" className="mt-1 list-disc pl-5">
          {fields.map((field) => (
            <li key={field}>{field}</li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={pending} onClick={conflict.keepMine}>
          Keep mine and save again
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={pending} onClick={conflict.takeTheirs}>
          Take theirs
        </Button>
      </div>
    </FormAlert>
  );
}
