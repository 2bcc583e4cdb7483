import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useSyncExternalStore } from 'react';

type CarouselApi = UseEmblaCarouselType[1];

const noop = () => {};

/** Whether the carousel can move either way, kept in step with Embla's own events. */
export function useCarouselControls(api: CarouselApi) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return noop;
      api.on('init', onChange).on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('init', onChange).off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const canPrev = useSyncExternalStore(
    subscribe,
    () => api?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => api?.canScrollNext() ?? false,
    () => false,
  );
  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  return { canPrev, canNext, prev, next };
}
