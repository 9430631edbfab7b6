import type { ImageInfo } from '@contract/file';

/**
 * A course cover: a <picture> offering the server's responsive copies (AVIF, then WebP, each at the widths made;
 * `sizes` says how wide the box is, so a phone fetches the copy for its box and density) with the original as
 * the fallback. The box is sized by CSS and carries the image's width and height, so it never shifts when the
 * image arrives. Lazy and decoded off the main thread, unless `priority`: the page's largest image in the first
 * screen is fetched at once and first.
 */
export function CoverPicture({
  src,
  image,
  sizes,
  className,
  priority = false,
}: {
  src: string | null;
  /** Missing in a course saved by an older version of the app (persisted cache): then the original only. */
  image: ImageInfo | null | undefined;
  sizes: string;
  className: string;
  priority?: boolean;
}) {
  if (!src) return <div className={className} />;
  // The server lists copies by width, the better type first; each type becomes one <source>, in that order.
  const srcSets = new Map<string, string[]>();
  for (const v of image?.variants ?? [])
    srcSets.set(v.type, [...(srcSets.get(v.type) ?? []), `${v.url} ${v.width}w`]);
  return (
    <picture className="cover-picture">
      {[...srcSets].map(([type, set]) => (
        <source key={type} type={type} srcSet={set.join(', ')} sizes={sizes} />
      ))}
      <img
        src={src}
        width={image?.width}
        height={image?.height}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        alt=""
      />
    </picture>
  );
}
