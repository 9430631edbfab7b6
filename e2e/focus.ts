import type { Locator, Page } from '@playwright/test';

/**
 * Whether keyboard focus shows (WCAG 2.4.7, and 1.4.11 for its contrast): the focused element's ring, or its
 * box's, at 3:1 against what is behind it. Used by e2e/keyboard-walks.spec.ts.
 */

type Ring = { ok: boolean; what: string; ratio?: number };

/** Whether the focused element shows it: its own ring or that of its box (up to three levels up). */
export const focusRing = (page: Page) =>
  page.evaluate((): Ring => {
    const el = document.activeElement;
    // Nothing focused: Tab went past the page's last control, out to the browser.
    if (!el || el === document.body) return { ok: true, what: 'body' };
    const what = [
      el.tagName.toLowerCase(),
      el.getAttribute('data-testid') ??
        el.parentElement?.closest('[data-testid]')?.getAttribute('data-testid'),
      (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().slice(0, 30),
    ]
      .filter(Boolean)
      .join(' ');
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const behind = (node: Element | null) => {
      for (let n = node; n; n = n.parentElement) {
        const c = rgb(getComputedStyle(n).backgroundColor);
        if (c.length === 3 || (c[3] ?? 0) > 0.5) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const lum = (c: number[]) =>
      c
        .map((v) => v / 255)
        .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
    for (let n: Element | null = el, i = 0; n && i < 4; n = n.parentElement, i++) {
      const s = getComputedStyle(n);
      if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1) {
        // A ring drawn outside the box is seen against what surrounds it, one drawn inside against the box.
        const back = parseFloat(s.outlineOffset) < 0 ? behind(n) : behind(n.parentElement);
        const [a, b] = [lum(rgb(s.outlineColor).slice(0, 3)), lum(back)].sort((x, y) => y - x);
        const ratio = Math.round(((a! + 0.05) / (b! + 0.05)) * 10) / 10;
        return { ok: ratio >= 3, what, ratio };
      }
      if (s.boxShadow !== 'none') return { ok: true, what };
    }
    return { ok: false, what };
  });

/** Focus stops without a visible ring, gathered over a test and checked at its end (all of them at once). */
export const unseen: string[] = [];

export async function checkRing(page: Page) {
  const ring = await focusRing(page);
  if (!ring.ok) unseen.push(`${ring.what}${ring.ratio ? ` (${ring.ratio}:1)` : ''}`);
}

/** Presses `key` (Tab by default) until `target` holds the focus, checking the ring at each stop. */
export async function tabTo(page: Page, target: Locator, key = 'Tab', max = 150) {
  const el = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    await checkRing(page);
    if (await el?.evaluate((node) => node.contains(document.activeElement))) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** The focused field's error text: what its aria-describedby names, while it is aria-invalid. */
export const focusedError = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (el?.getAttribute('aria-invalid') !== 'true') return null;
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent?.trim()).join(' ');
  });
