import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = UseEmblaCarouselType[1];

interface CarouselEngineProps {
  /** the overflow-hidden viewport whose first child is the track of slides */
  viewport: HTMLElement;
  /** scroll duration in Embla's units; short when the visitor prefers reduced motion */
  duration: number;
  onApi: (api: CarouselApi) => void;
}

/**
 * Embla, attached to markup the testimonials section has already rendered. Loaded lazily: the
 * slides look the same before it arrives, it only adds the scrolling.
 */
export function CarouselEngine({ viewport, duration, onApi }: CarouselEngineProps) {
  const [attach, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', duration });
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
