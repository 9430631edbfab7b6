import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImageInfo } from '@contract/file';
import { CoverPicture } from '@/components/cover-picture';

afterEach(cleanup);

const url = (name: string) => `/api/admin/sys-file/oss/file?fileName=${name}&TENANT-ID=1`;
const IMAGE: ImageInfo = {
  width: 1200,
  height: 800,
  variants: [320, 640, 960].flatMap((w) => [
    { url: url(`a-w${w}.avif`), type: 'image/avif' as const, width: w, height: (w * 2) / 3 },
    { url: url(`a-w${w}.webp`), type: 'image/webp' as const, width: w, height: (w * 2) / 3 },
  ]),
};

const view = (props: Partial<Parameters<typeof CoverPicture>[0]> = {}) =>
  render(<CoverPicture src={url('a.png')} image={IMAGE} sizes="112px" className="cover" {...props} />)
    .container;

describe('CoverPicture', () => {
  it('offers AVIF, then WebP, at every width made, with the original as the fallback', () => {
    const picture = view().querySelector('picture');
    const sources = [...(picture?.querySelectorAll('source') ?? [])];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      `${url('a-w320.avif')} 320w, ${url('a-w640.avif')} 640w, ${url('a-w960.avif')} 960w`,
    );
    expect(sources.every((s) => s.getAttribute('sizes') === '112px')).toBe(true);
    const img = picture?.querySelector('img');
    expect(img?.getAttribute('src')).toBe(url('a.png'));
    expect(img?.className).toBe('cover');
  });

  it('reserves the box with the intrinsic size, loads lazily and decodes off the main thread', () => {
    const img = view().querySelector('img');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1200', '800']);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.hasAttribute('fetchpriority')).toBe(false);
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('fetches the page’s largest image at once and first', () => {
    const img = view({ priority: true }).querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the original alone when nothing is known of it (a course cached by an older version)', () => {
    const container = view({ image: undefined });
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(container.querySelector('img')?.hasAttribute('width')).toBe(false);
  });

  it('keeps the box without a cover', () => {
    const container = view({ src: null, image: null });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('div.cover')).not.toBeNull();
  });
});
