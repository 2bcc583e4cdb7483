import { Pencil, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button.js';
import { useDeleteRating } from '#web/features/personal/api/delete-rating.js';
import type { Rating } from '#web/features/personal/api/types.js';
import { LazyRatingDialog, loadRatingDialog } from '#web/features/personal/components/lazy-rating-dialog.js';
import { useT } from '#web/i18n/i18n.js';

/** The Ratings tab's buttons: edit in the rating dialog (which closes once saved), or delete. */
export function RatingActions({ rating }: { rating: Rating }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteRating();
  const name = rating.rateable.name;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('Edit your rating of {name}', { name })}
        onClick={() => setEditing(true)}
        onPointerEnter={() => void loadRatingDialog()}
        onFocus={() => void loadRatingDialog()}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {t('Edit')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('Delete your rating of {name}', { name })}
        disabled={remove.isPending}
        onClick={() => remove.mutate(rating.uuid)}
        className="text-coral-dark hover:bg-coral/10"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {t('Delete')}
      </Button>
      {editing && (
        <Suspense fallback={null}>
          <LazyRatingDialog
            open={editing}
            onOpenChange={setEditing}
            item={{ type: rating.rateable_type, uuid: rating.rateable_uuid, name }}
            existing={rating}
            mode="update"
          />
        </Suspense>
      )}
    </>
  );
}
