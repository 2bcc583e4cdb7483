import { Star } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button.js';
import { useOwnRating } from '#web/features/personal/api/get-ratings.js';
import type { ItemRef } from '#web/features/personal/api/types.js';
import { useRequireSignIn } from '#web/features/personal/hooks/use-require-sign-in.js';
import { useResumeAction } from '#web/features/personal/hooks/use-resume-action.js';
import { useT } from '#web/i18n/i18n.js';
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
  const t = useT();
  const [open, setOpen] = useState(false);
  const own = useOwnRating(item);
  const requireSignIn = useRequireSignIn();
  // Both labels are asked for on every render, the server's too: the one a signed-in visitor sees after
  // hydration then travels in the page's data, in the page's language, before the whole catalogue loads.
  const labels = { rated: t('Your rating: {rating}', { rating: own.data?.rating ?? 0 }), unrated: t('Rate') };
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
        {own.data ? labels.rated : labels.unrated}
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
