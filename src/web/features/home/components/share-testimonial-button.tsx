import { MessageSquareQuote } from 'lucide-react';
import { AppLink } from '#web/lib/navigation.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { useSession } from '#web/features/auth/hooks/use-session.js';
import { useT } from '#web/i18n/i18n.js';

/** Offered to signed-in users only. */
export function ShareTestimonialButton() {
  const t = useT();
  const { signedIn } = useSession();
  if (!signedIn) return null;
  return (
    <AppLink to={paths.saveTestimonial.getHref()} className={buttonVariants({ variant: 'primary', size: 'md' })}>
      <MessageSquareQuote aria-hidden="true" className="size-4" />
      {t('Share your testimonial')}
    </AppLink>
  );
}
