import { Map, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Destination } from '#domain/api/catalogue.js';
import { ResponsiveImage } from '#web/components/ui/responsive-image.js';
import { paths } from '#web/config/paths.js';

/** Banner with name, location, region and categories (spec 2 'Destination detail'). */
export function DestinationHero({ destination, isZanzibar }: { destination: Destination; isZanzibar: boolean }) {
  const back = isZanzibar
    ? { label: 'Zanzibar Tours', href: paths.tours.getHref() }
    : { label: 'Safaris', href: paths.safaris.getHref() };
  return (
    <section
      aria-labelledby="destination-title"
      className="relative isolate flex min-h-[460px] items-end overflow-hidden bg-ink sm:min-h-[520px] lg:min-h-[600px]"
    >
      <ResponsiveImage
        src={destination.banner}
        alt={`${destination.name}, ${destination.location.name}`}
        width={1920}
        height={800}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 h-full w-full"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/95 via-ink/45 to-ink/20" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-ink/55 to-transparent lg:block"
      />

      <div className="mx-auto w-full max-w-7xl px-4 pt-32 pb-10 sm:px-6 sm:pb-14 lg:px-8">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-x-2 text-sm text-white/80">
            <li>
              <Link to={paths.home.getHref()} className="rounded hover:text-white hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={back.href} className="rounded hover:text-white hover:underline">
                {back.label}
              </Link>
            </li>
          </ol>
        </nav>
        <h1
          id="destination-title"
          className="mt-6 max-w-4xl text-5xl leading-[1.05] font-medium text-balance text-white sm:text-6xl lg:text-7xl"
        >
          {destination.name}
        </h1>
        <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-base text-white/90">
          <li className="inline-flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4.5 text-gold" />
            <span className="sr-only">Location: </span>
            {destination.location.name}
          </li>
          <li className="inline-flex items-center gap-2">
            <Map aria-hidden="true" className="size-4.5 text-gold" />
            <span className="sr-only">Region: </span>
            {destination.region.name}
          </li>
        </ul>
        {destination.categories.length > 0 && (
          <ul aria-label="Categories" className="mt-6 flex flex-wrap gap-2">
            {destination.categories.map((category) => (
              <li
                key={category.name}
                className="rounded-full bg-white/15 px-3.5 py-1 text-sm font-medium text-white ring-1 ring-white/25 backdrop-blur-sm"
              >
                {category.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
