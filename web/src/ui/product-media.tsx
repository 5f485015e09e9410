import { isVideo, srcSetOf } from '@isoko/shared/catalog/media-sources';
import { useState } from 'react';
import './product-card.css';
import { BagIcon } from '../features/layout/icons';

export interface ProductMediaProps {
  src: string;
  alt: string;
  /** Shown when a video cannot play. */
  fallbackImage?: string;
  className?: string;
  /** Videos in the gallery get controls; cards play them muted and silent. */
  controls?: boolean;
  eager?: boolean;
  /** The page's largest picture: fetched first (`fetchpriority="high"`), never lazily. */
  priority?: boolean;
  width?: number;
  height?: number;
  /** How wide the picture shows, for the browser to pick a stored width (`sizes`). */
  sizes?: string;
}

/** An image or a video; a failed video swaps to the fallback image, a failed image to a placeholder. */
export function ProductMedia({
  src,
  alt,
  fallbackImage,
  className,
  controls = false,
  eager = false,
  priority = false,
  width = 400,
  height = 400,
  sizes,
}: ProductMediaProps) {
  const [failed, setFailed] = useState<'none' | 'video' | 'image'>('none');
  const [lastSrc, setLastSrc] = useState(src);
  if (lastSrc !== src) {
    setLastSrc(src);
    setFailed('none');
  }
  const useVideo = isVideo(src) && failed === 'none';
  const imageSrc = isVideo(src) ? fallbackImage : src;
  const srcSet = imageSrc ? srcSetOf(imageSrc) : undefined;

  if (useVideo) {
    return (
      <video
        className={className}
        src={src}
        controls={controls}
        muted={!controls}
        playsInline
        preload="metadata"
        aria-label={alt}
        width={width}
        height={height}
        onError={() => setFailed('video')}
      />
    );
  }
  if (!imageSrc || failed === 'image' || (isVideo(src) && !fallbackImage)) {
    return (
      <span className={`media-placeholder ${className ?? ''}`} role="img" aria-label={alt}>
        <BagIcon />
      </span>
    );
  }
  return (
    <img
      className={className}
      src={imageSrc}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${width}px`) : undefined}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      width={width}
      height={height}
      onError={() => setFailed('image')}
    />
  );
}
