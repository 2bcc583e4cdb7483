import { Heart, ShoppingCart, Users } from 'lucide-react';
import { CONTACT_FOR_PRICING } from '#domain/currency/format-price.js';
import { Button } from '#web/components/ui/button.js';

export interface DestinationQuickActions {
  onLike?: () => void;
  liked?: boolean;
  onCart?: () => void;
  inCart?: boolean;
}

interface DestinationSummaryProps extends DestinationQuickActions {
  name: string;
  onInquire: () => void;
  /** false while the Send Inquiry tab is open: the form's own button is the one to press */
  showInquire: boolean;
}

/** Spec 2 side summary: 'Min. 2 Guests', 'Contact for pricing', '*No upfront payment required' and quick actions. */
export function DestinationSummary({
  name,
  onInquire,
  showInquire,
  onLike,
  liked,
  onCart,
  inCart,
}: DestinationSummaryProps) {
  return (
    <aside
      aria-label={`${name} summary`}
      className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink/5 ring-ink/10 sm:p-7"
    >
      <p className="text-sm font-semibold tracking-wide text-ink/70 uppercase">Price</p>
      <p className="mt-1 font-display text-3xl text-gold-dark">{CONTACT_FOR_PRICING}</p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-sand px-3.5 py-1.5 text-sm font-semibold text-ink">
        <Users aria-hidden="true" className="size-4" />
        Min. 2 Guests
      </p>
      <p className="mt-4 text-ink/70">Tell us your dates and group: we reply with a tailored price proposal.</p>

      {showInquire && (
        <Button size="lg" className="mt-6 w-full" onClick={onInquire}>
          Send Inquiry
        </Button>
      )}
      {(onLike || onCart) && (
        <div className="mt-3 flex gap-3">
          {onLike && (
            <Button variant="outline" className="flex-1" onClick={onLike} aria-pressed={liked ?? false}>
              <Heart aria-hidden="true" className={liked ? 'size-4 fill-coral text-coral' : 'size-4'} />
              {liked ? 'Liked' : 'Like'}
            </Button>
          )}
          {onCart && (
            <Button variant="outline" className="flex-1" onClick={onCart} aria-pressed={inCart ?? false}>
              <ShoppingCart aria-hidden="true" className="size-4" />
              {inCart ? 'In cart' : 'Add to cart'}
            </Button>
          )}
        </div>
      )}
      <p className="mt-5 text-sm text-ink/70">*No upfront payment required</p>
    </aside>
  );
}
