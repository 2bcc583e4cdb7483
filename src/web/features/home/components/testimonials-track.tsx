import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import type { Testimonial } from '#domain/api/catalogue.js';
import { useT } from '#web/i18n/i18n.js';
import { TestimonialCard } from './testimonial-card.js';
import { SLIDE } from './testimonial-slide.js';

export type CarouselApi = UseEmblaCarouselType[1];

interface TestimonialsTrackProps {
  testimonials: readonly Testimonial[];
  /** scroll duration in Embla's units; short when the visitor prefers reduced motion */
  duration: number;
  /** hands Embla to the section, whose previous and next buttons drive it */
  onApi: (api: CarouselApi) => void;
}

/** What the page's HTML holds: the slides a wide screen shows at once; the rest follow in the browser. */
const FIRST_SLIDES = 4;

/** The testimonial slides and Embla, which takes the track over once the section has hydrated. */
export function TestimonialsTrack({ testimonials, duration, onApi }: TestimonialsTrackProps) {
  const t = useT();
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', duration });
  // The server's HTML (and so the hydration) carries the first slides only: a shorter page to parse and lay out.
  const [all, setAll] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the rest of the slides, once after hydration
  useEffect(() => setAll(true), []);
  const shown = all ? testimonials : testimonials.slice(0, FIRST_SLIDES);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('Testimonials')}
      className="overflow-hidden"
      ref={viewportRef}
    >
      <div id="testimonials-track" className="-ml-4 flex touch-pan-y">
        {shown.map((testimonial, index) => (
          <div
            key={testimonial.uuid}
            role="group"
            aria-roledescription="slide"
            aria-label={t('{index} of {total}', { index: index + 1, total: testimonials.length })}
            className={SLIDE}
          >
            <TestimonialCard testimonial={testimonial} index={index} />
          </div>
        ))}
      </div>
    </div>
  );
}
