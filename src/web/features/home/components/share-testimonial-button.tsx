import { MessageSquareQuote } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { useSession } from '#web/features/auth/hooks/use-session.js';

/** Offered to signed-in users only. */
export function ShareTestimonialButton() {
  const { signedIn } = useSession();
  if (!signedIn) return null;
  return (
    <Link to={paths.saveTestimonial.getHref()} className={buttonVariants({ variant: 'primary', size: 'md' })}>
      <MessageSquareQuote aria-hidden="true" className="size-4" />
      Share your testimonial
    </Link>
  );
}
