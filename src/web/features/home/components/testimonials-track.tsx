import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';
import type { Testimonial } from '#domain/api/catalogue.js';
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

/** The testimonial slides and Embla; loaded lazily as the section nears the viewport. */
export function TestimonialsTrack({ testimonials, duration, onApi }: TestimonialsTrackProps) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', duration });
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      className="overflow-hidden"
      ref={viewportRef}
    >
      <div id="testimonials-track" className="-ml-4 flex touch-pan-y">
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.uuid}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${testimonials.length}`}
            className={SLIDE}
          >
            <TestimonialCard testimonial={testimonial} index={index} />
          </div>
        ))}
      </div>
    </div>
  );
}
