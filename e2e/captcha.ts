import { expect, type Page } from '@playwright/test';

/**
 * Finds the gap of the slider puzzle on screen the way a person does: by looking at the picture. The piece's
 * opaque pixels are compared with the background's at every place the piece could go; the hole is the place
 * where the background shows the piece's own pixels darkened (the server shades the hole to 45 %).
 * Chosen over a test-only switch that fixes the gap (CAPTCHA_FIXED_X): the server under test is the one that
 * ships, with nothing in it that could make a production puzzle predictable. (That a script can do this is
 * true of every slider captcha: it slows scripts down and the rate limits do the rest; see docs/decisions/accounts.md.)
 */
export async function findGap(page: Page): Promise<number> {
  const captcha = page.getByTestId('slider-captcha');
  const background = captcha.getByTestId('captcha-background');
  await expect(background).toBeVisible();
  return background.evaluate(async (bg: HTMLImageElement) => {
    const pieceImg = bg.parentElement!.querySelector<HTMLImageElement>('[data-testid="captcha-piece"]')!;
    const pixels = async (img: HTMLImageElement) => {
      const copy = new Image();
      copy.src = img.src;
      await copy.decode();
      const canvas = document.createElement('canvas');
      canvas.width = copy.naturalWidth;
      canvas.height = copy.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(copy, 0, 0);
      return ctx.getImageData(0, 0, canvas.width, canvas.height);
    };
    const b = await pixels(bg);
    const p = await pixels(pieceImg);
    let best = { left: 0, misfit: Infinity };
    for (let left = 0; left + p.width <= b.width; left++) {
      let sum = 0;
      let n = 0;
      for (let row = 0; row < p.height; row++)
        for (let col = 0; col < p.width; col++) {
          const i = (row * p.width + col) * 4;
          if (p.data[i + 3] !== 255) continue;
          const j = (row * b.width + left + col) * 4;
          for (let c = 0; c < 3; c++) sum += Math.abs(b.data[j + c]! - p.data[i + c]! * 0.45);
          n += 3;
        }
      if (sum / n < best.misfit) best = { left, misfit: sum / n };
    }
    return best.left;
  });
}

/** Drags the slider's handle with the mouse so the piece lands `x` image pixels from the left, in steps. */
export async function dragPieceTo(page: Page, x: number) {
  const captcha = page.getByTestId('slider-captcha');
  const picture = (await captcha.getByTestId('captcha-background').boundingBox())!;
  const handle = (await captcha.getByTestId('captcha-handle').boundingBox())!;
  const startX = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + (x * picture.width) / 310, y, { steps: 12 });
  await page.mouse.up();
}

/** Solves the puzzle on screen (for any test whose flow meets one: a login, an SMS code). */
export async function solvePuzzle(page: Page) {
  await dragPieceTo(page, await findGap(page));
}
