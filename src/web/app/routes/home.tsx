import { isSafariTrip, isZanzibarTrip } from '#domain/trips/classification.js';
import type { Destination, Trip } from '#domain/api/catalogue.js';
import { Seo } from '#web/components/seo.js';
import { agency, agencyJsonLd } from '#web/config/agency.js';
import { paths } from '#web/config/paths.js';
import { useDestinations } from '#web/features/destinations/api/get-destinations.js';
import { DestinationCard } from '#web/features/destinations/components/destination-card.js';
import { DestinationCardSkeleton } from '#web/features/destinations/components/destination-card-skeleton.js';
import { DESTINATION_POOL, mixDestinations } from '#web/features/destinations/lib/pick-destinations.js';
import { AboutBlock } from '#web/features/home/components/about-block.js';
import { CardGrid } from '#web/features/home/components/card-grid.js';
import { Hero, HERO_IMAGE, HERO_IMAGE_ALT } from '#web/features/home/components/hero.js';
import { HomeSection } from '#web/features/home/components/home-section.js';
import { HOME_TRIPS } from '#web/features/home/lib/home-queries.js';
import { PartnersStrip } from '#web/features/home/components/partners-strip.js';
import { ValuesSection } from '#web/features/home/components/values-section.js';
import { cardLike, cardRating } from '#web/features/personal/components/card-actions.js';
import TestimonialsIsland from '#web/app/islands/testimonials.island.js';
import SearchBarIsland from '#web/features/search/islands/search-bar.island.js';
import { destinationSources } from '#web/features/search/lib/search-place.js';
import { useTrips } from '#web/features/trips/api/get-trips.js';
import { TripCard } from '#web/features/trips/components/trip-card.js';
import { TripCardSkeleton } from '#web/features/trips/components/trip-card-skeleton.js';
import { useT } from '#web/i18n/i18n.js';

const HOME_DESTINATIONS = 8;

const renderTrip = (trip: Trip) => <TripCard trip={trip} action={cardLike('trip', trip)} rating={cardRating(trip)} />;

const renderDestination = (destination: Destination) => (
  <DestinationCard
    destination={destination}
    action={cardLike('destination', destination)}
    rating={cardRating(destination, 'light')}
  />
);

export default function HomePage() {
  const t = useT();
  const trips = useTrips(HOME_TRIPS);
  const destinations = useDestinations(DESTINATION_POOL);
  const zanzibarTrips = trips.data?.trips.filter(isZanzibarTrip);
  const safariTrips = trips.data?.trips.filter(isSafariTrip);

  return (
    <>
      <Seo
        title={t('{agency} · Zanzibar tours and Tanzania safaris', { agency: agency.name })}
        description={t(
          'Zanzibar island tours and Tanzania safaris planned by a local team in Stone Town and Arusha. Clear per-person prices, no upfront payment and a reply within 24 hours.',
        )}
        image={HERO_IMAGE}
        imageAlt={t(HERO_IMAGE_ALT)}
        jsonLd={{ '@context': 'https://schema.org', ...agencyJsonLd }}
      />
      <Hero>
        <SearchBarIsland destinations={destinationSources(destinations.data?.destinations)} />
      </Hero>
      <ValuesSection />

      <HomeSection
        id="zanzibar-tours"
        eyebrow={t('Zanzibar')}
        accent="ocean"
        title={t('Island days on Zanzibar')}
        intro={t("Stone Town's alleys, spice farms, sandbanks and reefs, at an island pace.")}
        link={{ href: paths.tours.getHref(), label: t('View all tours') }}
      >
        <CardGrid
          status={trips.status}
          items={zanzibarTrips}
          errorText={t('No Zanzibar tours data available at the moment')}
          emptyText={t('No Zanzibar tours available at the moment')}
          skeleton={<TripCardSkeleton />}
          getKey={(trip) => trip.uuid}
          renderItem={renderTrip}
        />
      </HomeSection>

      <HomeSection
        id="tanzania-safaris"
        eyebrow={t('Tanzania mainland')}
        accent="acacia"
        title={t('Safaris on the mainland')}
        intro={t('The Serengeti, the Ngorongoro Crater and the quieter parks of the south, with guides from Arusha.')}
        link={{ href: paths.safaris.getHref(), label: t('View all safaris') }}
        className="bg-sand/60"
      >
        <CardGrid
          status={trips.status}
          items={safariTrips}
          errorText={t('No safari packages data available at the moment')}
          emptyText={t('No safari packages available at the moment')}
          skeleton={<TripCardSkeleton />}
          getKey={(trip) => trip.uuid}
          renderItem={renderTrip}
        />
      </HomeSection>

      <HomeSection
        id="top-destinations"
        eyebrow={t('Where to go')}
        title={t('Top destinations')}
        intro={t('From white-sand villages on the coast of Zanzibar to the great parks of the north.')}
      >
        <CardGrid
          status={destinations.status}
          items={destinations.data && mixDestinations(destinations.data.destinations, HOME_DESTINATIONS)}
          errorText={t('No destinations data available at the moment')}
          emptyText={t('No destinations available at the moment')}
          skeleton={<DestinationCardSkeleton />}
          skeletonCount={4}
          columns={4}
          getKey={(destination) => destination.uuid}
          renderItem={renderDestination}
        />
      </HomeSection>

      <PartnersStrip />
      <AboutBlock />
      <TestimonialsIsland />
    </>
  );
}
