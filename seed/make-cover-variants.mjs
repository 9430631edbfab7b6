// Makes the responsive copies of the demo covers that are committed beside them in seed/media, with the upload
// path's own code (src/server/modules/file/file.images.ts), so the demo seed needs no image encoding at start:
//   node --import tsx seed/make-cover-variants.mjs
import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { makeVariants } = await import('../src/server/modules/file/file.images.ts');
const media = fileURLToPath(new URL('media', import.meta.url));
for (const old of readdirSync(media).filter((f) => /^cover-\d+-w\d+\.(avif|webp)$/.test(f)))
  rmSync(`${media}/${old}`);
for (const cover of readdirSync(media).filter((f) => /^cover-\d+\.jpg$/.test(f))) {
  const stem = cover.replace(/\.jpg$/, '');
  const { width, height, variants } = await makeVariants(`${media}/${cover}`, media, stem);
  console.log(cover, `${width}×${height}`, variants.map((v) => v.fileName).join(' '));
}
