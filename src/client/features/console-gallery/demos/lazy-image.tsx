import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import './pages.css';

const COUNT = 60;

/** A picture drawn on a canvas (a gradient and its number), as a data: URL: no network. */
function draw(n: number) {
  const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 200 });
  const g = canvas.getContext('2d');
  if (!g) return '';
  const hue = (n * 47) % 360;
  const fromColor = `hsl(${hue} 70% 60%)`;
  const toColor = `hsl(${hue + 60} 70% 35%)`;
  const fill = g.createLinearGradient(0, 0, 320, 200);
  fill.addColorStop(0, fromColor);
  fill.addColorStop(1, toColor);
  g.fillStyle = fill;
  g.fillRect(0, 0, 320, 200);
  Object.assign(g, {
    fillStyle: '#fff',
    font: 'bold 56px system-ui',
    textAlign: 'center',
    textBaseline: 'middle',
  });
  g.fillText(String(n), 160, 100);
  return canvas.toDataURL('image/png');
}

/**
 * An image that gets its source only when it comes near the scrolling box's view (IntersectionObserver, 200 px
 * ahead), then fades in once loaded; `loading="lazy"` lets the browser defer real URLs the same way.
 */
function LazyImage({
  n,
  alt,
  root,
  onLoad,
}: {
  n: number;
  alt: string;
  root: Element | null;
  onLoad: () => void;
}) {
  const place = useRef<HTMLSpanElement>(null);
  const [src, setSrc] = useState<string>();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const el = place.current;
    if (!el || !root || src) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setSrc(draw(n)), {
      root,
      rootMargin: '200px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [root, src, n]);
  return (
    <span
      ref={place}
      className="gallery-p-lazy"
      role={src ? undefined : 'img'}
      aria-label={src ? undefined : alt}
    >
      {src && (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          width={320}
          height={200}
          data-loaded={loaded || undefined}
          onLoad={() => {
            setLoaded(true);
            onLoad();
          }}
        />
      )}
    </span>
  );
}

/** Lazy image: a long list of pictures, each drawn and shown only as it scrolls into view. */
export default function LazyImageDemo() {
  const { t } = useLingui();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState(0);
  const total = COUNT;
  return (
    <div className="gallery-pages">
      <p className="gallery-p-muted">
        <Trans>
          {loaded} of {total} pictures loaded: scroll the box to load more.
        </Trans>
      </p>
      <div ref={setBox} className="gallery-p-lazy-box" tabIndex={0} role="region" aria-label={t`Pictures`}>
        <ul className="gallery-p-lazy-list">
          {Array.from({ length: COUNT }, (_, i) => (
            <li key={i}>
              <LazyImage
                n={i + 1}
                alt={t`Sample picture ${i + 1}`}
                root={box}
                onLoad={() => setLoaded((c) => c + 1)}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
