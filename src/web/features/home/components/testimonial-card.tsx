import { Quote } from 'lucide-react';
import type { Testimonial } from '#domain/api/catalogue.js';
import { InitialsAvatar } from '#web/components/ui/initials-avatar.js';
import { StarRating } from '#web/components/ui/star-rating.js';
import { MAX_STARS, starCount } from './star-rating.js';

export function TestimonialCard({ testimonial, index }: { testimonial: Testimonial; index: number }) {
  const stars = starCount(testimonial.rating);
  const { name, country } = testimonial.tourist;
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 ring-inset sm:p-7">
      <div className="flex items-center justify-between">
        <StarRating rating={stars} max={MAX_STARS} />
        <Quote aria-hidden="true" className="size-7 text-gold/35" />
      </div>
      <blockquote className="mt-5 flex-1 leading-relaxed text-pretty text-ink/85">
        <p>{testimonial.comments}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-ink/10 pt-5">
        <InitialsAvatar name={name} tone={index} className="size-10 font-sans text-sm" />
        <span>
          <span className="block font-semibold text-ink">{name}</span>
          {country && <span className="block text-sm text-ink/65">{country}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
