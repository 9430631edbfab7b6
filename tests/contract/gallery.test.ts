import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERY_GROUPS, GALLERY_LINKS, galleryItem } from '../../src/contract/gallery';
import { externalLinkOf } from '../../src/contract/menu';

const DEMOS = join(__dirname, '../../src/client/features/console-gallery/demos');
const slugs = GALLERY_GROUPS.flatMap((g) => g.items.map((i) => i.slug));

describe('the gallery catalogue', () => {
  it('names every page once, in both languages', () => {
    const all = [...GALLERY_GROUPS.map((g) => g.slug), ...slugs, ...GALLERY_LINKS.map((l) => l.slug)];
    expect(new Set(all).size).toBe(all.length);
    for (const e of [...GALLERY_GROUPS, ...GALLERY_GROUPS.flatMap((g) => g.items), ...GALLERY_LINKS]) {
      expect(e.slug).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(e.zh).toMatch(/\p{Script=Han}/u);
      expect(e.en).toMatch(/^[A-Z]/);
    }
  });

  it('has one demo file per page, and no demo without a page', () => {
    const files = readdirSync(DEMOS)
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => f.replace(/\.tsx$/, ''));
    expect(files.sort()).toEqual([...slugs].sort());
  });

  it('finds a page by its slug, not a group or a link', () => {
    expect(galleryItem('count-up')?.en).toBe('Count up');
    expect(galleryItem('functions')).toBeUndefined();
    expect(galleryItem('link')).toBeUndefined();
    expect(galleryItem('')).toBeUndefined();
  });

  it('links out or frames only web addresses and this server’s API reference', () => {
    for (const l of GALLERY_LINKS) expect(externalLinkOf(l.url)).toBe(l.url);
    expect(externalLinkOf('https://example.org/a')).toBe('https://example.org/a');
    expect(externalLinkOf('/api/docs')).toBe('/api/docs');
    expect(externalLinkOf('/api/docs/')).toBe('/api/docs/');
    expect(externalLinkOf('/api/docs#/admin')).toBe('/api/docs#/admin');
    for (const path of [
      '/api/docsx',
      '/api/admin/user',
      '/admin/gallery/count-up',
      'javascript:alert(1)',
      '',
      null,
    ])
      expect(externalLinkOf(path)).toBeNull();
  });
});
