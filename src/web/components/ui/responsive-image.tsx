import { useState, type ComponentProps } from 'react';
import { DEFAULT_IMAGE, imageSrcSet } from '#web/lib/images.js';
import { cn } from '#web/lib/cn.js';

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** the `sizes` attribute: how wide the image is drawn at each breakpoint */
  sizes: string;
  priority?: boolean;
};

/** Sized (no layout shift), responsive, lazy unless `priority`, and falling back to the default image. */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, className, ...props }: Props) {
  const [failed, setFailed] = useState(false);
  const source = !src || failed ? DEFAULT_IMAGE : src;
  return (
    <img
      src={source}
      srcSet={imageSrcSet(source)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-sand object-cover', className)}
      {...props}
    />
  );
}
