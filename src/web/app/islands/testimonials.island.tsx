import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import { TestimonialsSection } from '#web/features/home/components/testimonials-section.js';
import { useTestimonials } from '#web/features/testimonials/api/get-testimonials.js';

function HomeTestimonials() {
  const testimonials = useTestimonials();
  return (
    <TestimonialsSection status={testimonials.status} testimonials={testimonials.data} error={testimonials.error} />
  );
}

/** The home page's last section, a carousel: it hydrates when the visitor gets near it. */
export default island('testimonials', withPageQueries(HomeTestimonials), { hydrate: 'visible' });
