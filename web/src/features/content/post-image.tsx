import type { BlogPostCardDto } from '@isoko/shared/content/schema';
import { useState } from 'react';

/** The post's picture, or a calm block in the shop's colours when it has none or it fails to load. */
export function PostImage({
  post,
  large = false,
}: {
  post: Pick<BlogPostCardDto, 'image' | 'title'>;
  large?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const cls = `post-image${large ? ' post-image-large' : ''}`;
  if (!post.image || failed) return <div className={`${cls} post-image-empty`} aria-hidden="true" />;
  return (
    <img
      className={cls}
      src={post.image}
      alt=""
      loading="lazy"
      decoding="async"
      width={640}
      height={360}
      onError={() => setFailed(true)}
    />
  );
}
