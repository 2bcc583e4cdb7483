import { ResponsiveImage } from '#web/components/ui/responsive-image.js';
import { cn } from '#web/lib/cn.js';

interface BannerBackdropProps {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  /** framing of the photo: object position, a mirror */
  imageClassName?: string;
  /** gradients laid over the photo in order, where the white text sits, so it keeps AA contrast */
  overlays: string[];
}

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
}: BannerBackdropProps) {
  return (
    <>
      <ResponsiveImage
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes="100vw"
        priority
        className={cn('absolute inset-0 -z-20 h-full w-full', imageClassName)}
      />
      {overlays.map((overlay) => (
        <div key={overlay} aria-hidden="true" className={cn('absolute inset-0 -z-10', overlay)} />
      ))}
    </>
  );
}
