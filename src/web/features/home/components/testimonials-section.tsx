import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Testimonial } from '#domain/api/catalogue.js';
import { Button } from '#web/components/ui/button.js';
import { EmptyState } from '#web/components/ui/status-message.js';
import { useReducedMotion } from '#web/lib/use-reduced-motion.js';
import { useT } from '#web/i18n/i18n.js';
import { HomeSection } from './home-section.js';
import { ShareTestimonialButton } from './share-testimonial-button.js';
import { TestimonialCardSkeleton } from './testimonial-card-skeleton.js';
import { SLIDE } from './testimonial-slide.js';
import { TestimonialsTrack, type CarouselApi } from './testimonials-track.js';
import { useCarouselControls } from './use-carousel-controls.js';

// The section sits far below the fold: the server renders its slides, and the page hydrates it (Embla
// taking over the track) as the visitor gets near (app/islands/testimonials.island.tsx).
interface TestimonialsSectionProps {
  status: 'pending' | 'error' | 'success';
  testimonials: readonly Testimonial[] | undefined;
  error: unknown;
}

function Placeholder() {
  const t = useT();
  return (
    <div aria-busy="true" className="-ml-4 flex overflow-hidden">
      <span className="sr-only" role="status">
        {t('Loading…')}
      </span>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className={SLIDE}>
          <TestimonialCardSkeleton />
        </div>
      ))}
    </div>
  );
}

export function TestimonialsSection({ status, testimonials, error }: TestimonialsSectionProps) {
  const t = useT();
  const reduceMotion = useReducedMotion();
  const [api, setApi] = useState<CarouselApi>();
  const { canPrev, canNext, prev, next } = useCarouselControls(api);

  useEffect(() => {
    if (error) console.error('Failed to fetch testimonials', error);
  }, [error]);

  const slides = status === 'success' ? (testimonials ?? []) : [];
  const controls = slides.length > 0 && (
    <div className="flex gap-2">
      {[
        { label: t('Previous testimonials'), Icon: ChevronLeft, onClick: prev, enabled: canPrev },
        { label: t('Next testimonials'), Icon: ChevronRight, onClick: next, enabled: canNext },
      ].map(({ label, Icon, onClick, enabled }) => (
        <Button
          key={label}
          variant="outline"
          size="icon"
          onClick={onClick}
          disabled={!enabled}
          aria-label={label}
          aria-controls="testimonials-track"
        >
          <Icon aria-hidden="true" className="size-5" />
        </Button>
      ))}
    </div>
  );

  return (
    <HomeSection
      id="testimonials"
      eyebrow={t('Guest stories')}
      title={t('In their words, after the trip')}
      intro={t('Reviews from travellers we have planned for, published after they are home.')}
      actions={
        <>
          <ShareTestimonialButton />
          {controls}
        </>
      }
    >
      <div>
        {status === 'pending' && <Placeholder />}
        {status === 'error' && (
          <div role="alert" className="rounded-2xl border border-ink/10 bg-sand px-6 py-10 text-center">
            <p className="font-semibold text-ink">{t('Failed to load testimonials. Please try again later.')}</p>
            <p className="mt-1 text-ink/75">{t('No testimonials data available at the moment')}</p>
            <Button variant="outline" size="sm" className="mt-4" onClick={() => window.location.reload()}>
              {t('Refresh')}
            </Button>
          </div>
        )}
        {status === 'success' && slides.length === 0 && (
          <EmptyState>{t('No testimonials available at the moment')}</EmptyState>
        )}
        {slides.length > 0 && (
          <TestimonialsTrack testimonials={slides} duration={reduceMotion ? 10 : 25} onApi={setApi} />
        )}
      </div>
    </HomeSection>
  );
}
