import { Star } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button.js';
import { useOwnRating } from '#web/features/personal/api/get-ratings.js';
import type { ItemRef } from '#web/features/personal/api/types.js';
import { useRequireSignIn } from '#web/features/personal/hooks/use-require-sign-in.js';
import { useResumeAction } from '#web/features/personal/hooks/use-resume-action.js';
import { LazyRatingDialog, loadRatingDialog } from './lazy-rating-dialog.js';

interface RateButtonProps {
  item: ItemRef;
  className?: string;
  /** after a rating is saved, e.g. to refresh the page's average */
  onRated?: () => void;
}

/**
 * Opens the rating dialog and shows the user's rating once given; an existing rating is edited, not
 * duplicated. A visitor is sent to log in first; back signed in, the dialog opens by itself.
 */
export function RateButton({ item, className, onRated }: RateButtonProps) {
  const [open, setOpen] = useState(false);
  const own = useOwnRating(item);
  const requireSignIn = useRequireSignIn();
  useResumeAction('rate', item, own.isSuccess, () => setOpen(true));

  const onClick = () => {
    if (!requireSignIn('rate', item)) return;
    setOpen(true);
  };

  return (
    <>
      <Button
        variant="outline"
        className={className}
        aria-haspopup="dialog"
        onClick={onClick}
        onPointerEnter={() => void loadRatingDialog()}
        onFocus={() => void loadRatingDialog()}
      >
        <Star aria-hidden="true" className={own.data ? 'size-5 fill-gold text-gold-dark' : 'size-5'} />
        {own.data ? `Your rating: ${own.data.rating}` : 'Rate'}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LazyRatingDialog
            open={open}
            onOpenChange={setOpen}
            item={item}
            existing={own.data ?? null}
            mode="submit"
            onSaved={onRated}
          />
        </Suspense>
      )}
    </>
  );
}
