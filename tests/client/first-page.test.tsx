import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawnInBackground } from '@/app/first-page';
import { nextTask } from '@/lib/next-task';

// React's own scheduling, not act(): the point is what a render does before the browser gets a turn.
const reactActEnvironment = (on: boolean) =>
  ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on);
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the first page, drawn in the background', () => {
  let root: Root;
  let el: HTMLElement;
  beforeEach(() => {
    reactActEnvironment(false);
    el = document.createElement('div');
    root = createRoot(el);
  });
  afterEach(() => {
    root.unmount();
    reactActEnvironment(true);
  });

  it('is not drawn by the urgent render naming it but after it, with onDrawn in the commit showing it', async () => {
    const onDrawn = vi.fn(() => expect(el.textContent).toBe('home'));
    const draw = (until: string | null, page: string) =>
      flushSync(() =>
        root.render(
          <DrawnInBackground until={until} onDrawn={onDrawn}>
            {page}
          </DrawnInBackground>,
        ),
      );
    draw(null, 'home');
    expect(el.textContent).toBe('');
    // The router's answer arrives as an urgent update: the page is left for a background render.
    draw('#/home', 'home');
    expect(el.textContent).toBe('');
    expect(onDrawn).not.toHaveBeenCalled();
    await settle();
    expect(el.textContent).toBe('home');
    expect(onDrawn).toHaveBeenCalledTimes(1);
    // Later pages render at once, as they always did.
    draw('#/login', 'login');
    expect(el.textContent).toBe('login');
    expect(onDrawn).toHaveBeenCalledTimes(1);
  });
});

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a task of its own, after the microtasks of the current one', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => undefined)
      .then(() => order.push('microtask'));
    await next;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
