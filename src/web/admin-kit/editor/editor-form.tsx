import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { ConflictNotice } from './conflict-notice.js';
import { UnsavedChangesGuard } from './unsaved-changes-guard.js';
import type { EditorState } from './use-editor.js';

interface EditorFormProps {
  editor: EditorState;
  /** the form's name: 'Edit Serengeti' */
  label: string;
  /** above the conflict notice and the alert: the item's status bar, a summary */
  header?: ReactNode;
  children: ReactNode;
  saveLabel?: string;
  /** Save waits for a change (a save of nothing would send nothing) */
  saveNeedsChanges?: boolean;
  /** query parameters whose change leaves the editor (the Translations tab's `locale`) */
  leavesWith?: readonly string[] | undefined;
}

/**
 * The frame every back-office editor shares: the unsaved-changes guard, a stale save's conflict notice, the
 * alert, and the sticky Save bar that says whether everything is saved.
 */
export function EditorForm(props: EditorFormProps) {
  const { editor, label, header, children, saveLabel = 'Save', saveNeedsChanges = false } = props;
  const { dirty, pending, problems, conflict } = editor;
  return (
    <>
      <UnsavedChangesGuard when={dirty && !pending} leavesWith={props.leavesWith} />
      <form noValidate onSubmit={editor.submit} aria-label={label} className="space-y-4">
        {header}
        {conflict && <ConflictNotice conflict={conflict} pending={pending} />}
        <FormAlert tone="error" title={problems?.title} messages={problems?.messages} />
        {children}
        <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-ink/10 bg-sand/95 py-2">
          <Button type="submit" size="sm" disabled={pending || (saveNeedsChanges && !dirty)}>
            {pending ? 'Saving…' : saveLabel}
          </Button>
          <span className="text-xs text-ink/70">{dirty ? 'Unsaved changes' : 'All changes saved'}</span>
        </div>
      </form>
    </>
  );
}
