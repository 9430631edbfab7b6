/* eslint-disable lingui/no-unlocalized-strings -- CSS and canvas settings, not text */
import { useEffect, useState } from 'react';

/** The tile: the text twice, turned, in a faint grey that keeps the page readable. */
function tileOf(text: string, dark: boolean): string {
  const canvas = document.createElement('canvas');
  const ratio = window.devicePixelRatio || 1;
  canvas.width = 260 * ratio;
  canvas.height = 160 * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  ctx.scale(ratio, ratio);
  ctx.translate(130, 80);
  ctx.rotate((-20 * Math.PI) / 180);
  ctx.font = '14px sans-serif';
  ctx.fillStyle = dark ? 'rgba(255,255,255,0.10)' : 'rgba(0,0,0,0.10)';
  ctx.textAlign = 'center';
  for (const [i, line] of text.split('\n').entries()) ctx.fillText(line, 0, i * 20);
  return canvas.toDataURL('image/png');
}

/** The local time on the watermark, to the minute (Swedish dates are written year-month-day hour:minute). */
const now = () => new Date().toLocaleString('sv-SE').slice(0, 16);

const STYLE = [
  'position:fixed',
  'inset:0',
  'pointer-events:none',
  'z-index:2999',
  'background-repeat:repeat',
  'display:block',
  'opacity:1',
  'visibility:visible',
].join(';');

/**
 * The console's watermark: the user's name and the time tiled over every screen of members' data. It is one node
 * at the end of <body>, watched: removed, hidden or restyled in devtools, it is put back at once (pig's is one
 * removable node). Off only when the theme says so.
 */
export function useWatermark(name: string | null, dark: boolean) {
  const [minute, setMinute] = useState(now);
  useEffect(() => {
    if (!name) return;
    const timer = setInterval(() => setMinute(now()), 60_000);
    return () => clearInterval(timer);
  }, [name]);
  const text = name && `${name}\n${minute}`;
  useEffect(() => {
    if (!text) return;
    const image = `url(${tileOf(text, dark)})`;
    let node: HTMLDivElement | null = null;
    // Set below, before the first placing: the body's children and the node's own attributes are watched.
    let watch: MutationObserver | null = null;
    const place = () => {
      node?.remove();
      node = document.createElement('div');
      node.setAttribute('aria-hidden', 'true');
      node.dataset.testid = 'watermark';
      node.setAttribute('style', `${STYLE};background-image:${image}`);
      document.body.append(node);
      watch?.observe(node, { attributes: true });
    };
    watch = new MutationObserver((changes) => {
      const touched = changes.some(
        (c) =>
          (c.type === 'attributes' && c.target === node) ||
          (c.type === 'childList' && [...c.removedNodes].includes(node as Node)),
      );
      if (touched) place();
    });
    watch.observe(document.body, { childList: true });
    place();
    return () => {
      watch?.disconnect();
      node?.remove();
    };
  }, [text, dark]);
}
