import type { UseMutationResult } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { CatalogueStatus } from '#domain/schemas/admin-catalogue.js';
import { Button, buttonVariants } from '#web/components/ui/button.js';
import { ConfirmDialog } from '#web/admin-kit/components/confirm-dialog.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { usePreviewLink, type PreviewCollection } from '#web/features/admin-catalogue/api/get-preview-link.js';
import { STATUS_LABELS, type CatalogueStateChange } from '#web/features/admin-catalogue/lib/catalogue-format.js';
import { CatalogueStatusBadge } from './catalogue-status-badge.js';

interface Stated {
  uuid: string;
  name: string;
  status: CatalogueStatus;
}

interface CatalogueStatusBarProps<T extends Stated> {
  item: T;
  /** 'trip', 'destination': for the messages */
  what: string;
  /** where the item's signed preview link comes from */
  collection: PreviewCollection;
  change: UseMutationResult<T, unknown, CatalogueStateChange>;
  /** unsaved changes: a state change acts on the saved item, so it waits for a save */
  dirty: boolean;
  onChanged: (item: T) => void;
  /** a publish refused (422): the editor shows what is missing */
  onRefused: (error: unknown) => boolean;
}

const CHANGES: Record<CatalogueStatus, CatalogueStateChange[]> = {
  draft: ['publish', 'archive'],
  published: ['unpublish', 'archive'],
  archived: ['unpublish'],
};
const LABELS: Record<CatalogueStateChange, string> = {
  publish: 'Publish',
  unpublish: 'Back to draft',
  archive: 'Archive',
};

/** A trip's or destination's state and the moves from it; archiving asks first. */
export function CatalogueStatusBar<T extends Stated>(props: CatalogueStatusBarProps<T>) {
  const { item, what, collection, change, dirty, onChanged, onRefused } = props;
  const [confirmArchive, setConfirmArchive] = useState(false);
  const preview = usePreviewLink(collection, item.uuid);
  const run = (to: CatalogueStateChange) =>
    change.mutate(to, {
      onSuccess: (updated) => {
        onChanged(updated);
        notify.success(`${updated.name} is now ${STATUS_LABELS[updated.status].toLowerCase()}.`);
      },
      onError: (error) => {
        if (!onRefused(error)) notify.error(failureMessage(error, `The ${what} could not be changed.`));
      },
    });

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl bg-white p-2 ring-1 ring-ink/10">
      <CatalogueStatusBadge status={item.status} />
      {dirty && <span className="text-xs text-ink/70">Save first to change the state.</span>}
      <div className="ml-auto flex flex-wrap gap-2">
        {preview.data ? (
          // The storefront's own page for the last save, in any state.
          <a
            className={buttonVariants({ size: 'sm', variant: 'ghost' })}
            href={preview.data.path}
            target="_blank"
            rel="noreferrer"
            title={dirty ? 'Shows the last save' : undefined}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Preview
          </a>
        ) : (
          <span className="self-center text-xs text-ink/70">
            {preview.isError ? 'Preview is not available just now' : 'Preparing the preview…'}
          </span>
        )}
        {CHANGES[item.status].map((to) => (
          <Button
            key={to}
            type="button"
            size="sm"
            variant={to === 'publish' ? 'primary' : 'outline'}
            disabled={dirty || change.isPending}
            onClick={() => (to === 'archive' ? setConfirmArchive(true) : run(to))}
          >
            {LABELS[to]}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirmArchive}
        message={`Archive ${item.name}? It leaves the storefront; its requests keep it.`}
        confirmLabel="Archive"
        cancelLabel="Keep it"
        onConfirm={() => {
          setConfirmArchive(false);
          run('archive');
        }}
        onCancel={() => setConfirmArchive(false)}
      />
    </div>
  );
}
