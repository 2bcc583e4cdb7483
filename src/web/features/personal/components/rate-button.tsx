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
      <RateButtonView rating={own.data?.rating ?? null} onClick={onClick} className={className} />
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

/** The rate button's look: also what the server renders for every visitor (quick-actions.tsx, ServedQuickActions). */
export function RateButtonView({
  rating,
  onClick,
  className,
}: {
  /** the visitor's own rating, null before they rate */
  rating: number | null;
  onClick?: () => void;
  className?: string | undefined;
}) {
  const t = useT();
  // Both labels are asked for on every render, the server's too: the one a signed-in visitor sees after
  // hydration then travels in the page's data, in the page's language, before the whole catalogue loads.
  const labels = { rated: t('Your rating: {rating}', { rating: rating ?? 0 }), unrated: t('Rate') };
  return (
    <Button
      variant="outline"
      className={className}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={() => void loadRatingDialog()}
      onFocus={() => void loadRatingDialog()}
    >
      <Star aria-hidden="true" className={rating !== null ? 'size-5 fill-gold text-gold-dark' : 'size-5'} />
      {rating !== null ? labels.rated : labels.unrated}
    </Button>
  );
}
