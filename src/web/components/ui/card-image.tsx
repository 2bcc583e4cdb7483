import type { ComponentProps } from 'react';
import { ResponsiveImage } from './responsive-image.js';

type Props = Omit<ComponentProps<typeof ResponsiveImage>, 'src' | 'width' | 'height'> & {
  /** the picture's slug among the generated ones (scripts/images): a place, a trip or a destination */
  slug: string;
};

/** A generated 4:3 card picture, by slug: its 800-wide file, with the other widths in its srcset. */
export function CardImage({ slug, ...props }: Props) {
  return <ResponsiveImage src={`/images/${slug}-card-800.webp`} width={800} height={600} {...props} />;
}
