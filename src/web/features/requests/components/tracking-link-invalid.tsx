import { AppLink } from '#web/lib/navigation.js';
import { buttonVariants } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';

/** A bad or shortened link: no hint of whether the reference exists, and two ways on. */
export function TrackingLinkInvalid({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-2xl bg-white px-6 py-10 text-center shadow-sm">
      <h1 className="font-display text-3xl font-semibold">We could not open this request</h1>
      <p className="mx-auto mt-3 max-w-md text-ink/75">{message}</p>
      <p className="mx-auto mt-2 max-w-md text-ink/75">
        Copy the whole link from the e-mail, or sign in to see your bookings in your dashboard.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <AppLink to={paths.dashboard.getHref('bookings')} className={buttonVariants({ size: 'lg' })}>
          My bookings
        </AppLink>
        <AppLink to={paths.contact.getHref()} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Contact us
        </AppLink>
      </div>
    </div>
  );
}
