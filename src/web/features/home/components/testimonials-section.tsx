import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Testimonial } from '#domain/api/catalogue.js';
import { Button } from '#web/components/ui/button.js';
import { EmptyState } from '#web/components/ui/status-message.js';
import { WhenVisible } from '#web/components/ui/when-visible.js';
import { HomeSection } from './home-section.js';
import { ShareTestimonialButton } from './share-testimonial-button.js';
import { TestimonialCardSkeleton } from './card-skeletons.js';
import { TestimonialCard } from './testimonial-card.js';
import type { CarouselApi } from './testimonials-carousel-engine.js';
import { useCarouselControls } from './use-carousel-controls.js';

// The section sits far below the fold: its heading and slides render with the page, while Embla,
// which only adds the scrolling, loads once the section comes near the viewport.
const CarouselEngine = lazy(async () => ({
  default: (await import('./testimonials-carousel-engine.js')).CarouselEngine,
}));

interface TestimonialsSectionProps {
  status: 'pending' | 'error' | 'success';
  testimonials: readonly Testimonial[] | undefined;
  error: unknown;
}

// Spec 9 'Layout': a step is one slide, and a slide is 320 px wide (its 16 px gutter included) from
// 768 px up; below that one slide fills the view, so a step is one card.
const SLIDE = 'min-w-0 shrink-0 grow-0 basis-full py-1 pl-4 md:basis-[320px]';

export function TestimonialsSection({ status, testimonials, error }: TestimonialsSectionProps) {
  const [reduceMotion] = useState(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<CarouselApi>();
  const { canPrev, canNext, prev, next } = useCarouselControls(api);

  useEffect(() => {
    if (error) console.error('Failed to fetch testimonials', error);
  }, [error]);

  const slides = status === 'success' ? (testimonials ?? []) : [];
  const controls = slides.length > 0 && (
    <div className="flex gap-2">
      <Button
        variant="outline"
        size="icon"
        onClick={prev}
        disabled={!canPrev}
        aria-label="Previous testimonials"
        aria-controls="testimonials-track"
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="outline"
        size="icon"
        onClick={next}
        disabled={!canNext}
        aria-label="Next testimonials"
        aria-controls="testimonials-track"
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );

  return (
    <HomeSection
      id="testimonials"
      eyebrow="Guest stories"
      title="In their words, after the trip"
      intro="Reviews from travellers we have planned for, published after they are home."
      actions={
        <>
          <ShareTestimonialButton />
          {controls}
        </>
      }
    >
      {status === 'pending' && (
        <div aria-busy="true" className="-ml-4 flex overflow-hidden">
          <span className="sr-only" role="status">
            Loading…
          </span>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className={SLIDE}>
              <TestimonialCardSkeleton />
            </div>
          ))}
        </div>
      )}
      {status === 'error' && (
        <div role="alert" className="rounded-2xl border border-ink/10 bg-sand px-6 py-10 text-center">
          <p className="font-semibold text-ink">Failed to load testimonials. Please try again later.</p>
          <p className="mt-1 text-ink/75">No testimonials data available at the moment</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => window.location.reload()}>
            Refresh
          </Button>
        </div>
      )}
      {status === 'success' && slides.length === 0 && <EmptyState>No testimonials available at the moment</EmptyState>}
      {slides.length > 0 && (
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Testimonials"
          className="overflow-hidden"
          ref={setViewport}
        >
          <div id="testimonials-track" className="-ml-4 flex touch-pan-y">
            {slides.map((testimonial, index) => (
              <div
                key={testimonial.uuid}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                className={SLIDE}
              >
                <TestimonialCard testimonial={testimonial} index={index} />
              </div>
            ))}
          </div>
        </div>
      )}
      {viewport && slides.length > 0 && (
        // An empty, zero-height marker right under the slides: nothing moves when it fills in.
        <WhenVisible minHeight={0}>
          <Suspense fallback={null}>
            <CarouselEngine viewport={viewport} duration={reduceMotion ? 10 : 25} onApi={setApi} />
          </Suspense>
        </WhenVisible>
      )}
    </HomeSection>
  );
}
