import { Pencil, Trash2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button.js';
import { useDeleteRating } from '#web/features/personal/api/delete-rating.js';
import type { Rating } from '#web/features/personal/api/types.js';
import { LazyRatingDialog, loadRatingDialog } from '#web/features/personal/components/lazy-rating-dialog.js';

/** The Ratings tab's buttons: edit in the rating dialog (which closes once saved), or delete. */
export function RatingActions({ rating }: { rating: Rating }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteRating();
  const name = rating.rateable.name;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Edit your rating of ${name}`}
        onClick={() => setEditing(true)}
        onPointerEnter={() => void loadRatingDialog()}
        onFocus={() => void loadRatingDialog()}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete your rating of ${name}`}
        disabled={remove.isPending}
        onClick={() => remove.mutate(rating.uuid)}
        className="text-coral-dark hover:bg-coral/10"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
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
