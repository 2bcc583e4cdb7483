import { use } from 'react';
import { HeadCollectorContext } from '#web/components/page-head.js';
import { ResponsiveImage } from '#web/components/ui/responsive-image.js';
import { cn } from '#web/lib/cn.js';
import { cardSrcSet } from '#web/lib/images.js';

interface BannerBackdropProps {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  /** framing of the photo: object position, a mirror */
  imageClassName?: string;
  /** gradients laid over the photo in order, where the white text sits, so it keeps AA contrast */
  overlays: string[];
  /**
   * On phones (below `sm`), the picture in its card framing (4:3) at the top of the section, in the
   * flow and clear, with `overlay` fading its lower edge into the section's ink where the text
   * begins; `overlays` then apply from `sm` up. The section lays out as a column on phones and
   * pulls its text up onto the fade (see DetailHero).
   */
  phone?: { overlay: string; imageClassName?: string };
}

// Cover-fitted into a hero several hundred pixels high, a banner is drawn wider than the screen.
const WIDE_SIZES = '(max-width: 639px) 200vw, max(100vw, 1280px)';

/**
 * The photo behind a page's title, full width and loaded first, under dark gradients. The section
 * around it is `relative isolate`, so the backdrop stays behind the section's text.
 */
export function BannerBackdrop({
  src,
  alt,
  width = 1920,
  height = 800,
  imageClassName,
  overlays,
  phone,
}: BannerBackdropProps) {
  // Rendering on the server: the page's head announces this picture, so it downloads first, in the framing
  // each screen draws (the card's on phones). A banner drawn the same on every screen is announced by React
  // itself, from its `<img fetchpriority="high">`; a phone then asks for that one file, not the card's too.
  const head = use(HeadCollectorContext);
  if (head && src && phone) head.banner(src);
  const phoneSrcSet = phone && src ? cardSrcSet(src) : undefined;
  const image = (
    <ResponsiveImage
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={WIDE_SIZES}
      priority
      className={cn(
        'absolute inset-0 -z-20 h-full w-full',
        phone && 'max-sm:relative max-sm:inset-auto max-sm:aspect-[4/3] max-sm:h-auto',
        imageClassName,
        phone?.imageClassName,
      )}
    />
  );
  return (
    <>
      {phoneSrcSet ? (
        <picture className="contents">
          <source media="(max-width: 639px)" srcSet={phoneSrcSet} sizes="100vw" />
          {image}
        </picture>
      ) : (
        image
      )}
      {phone && (
        <div
          aria-hidden="true"
          className={cn('absolute inset-x-0 top-0 -z-10 aspect-[4/3] sm:hidden', phone.overlay)}
        />
      )}
      {overlays.map((overlay) => (
        <div
          key={overlay}
          aria-hidden="true"
          className={cn('absolute inset-0 -z-10', overlay, phone && 'max-sm:hidden')}
        />
      ))}
    </>
  );
}
