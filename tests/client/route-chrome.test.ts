import { describe, expect, it } from 'vitest';
import NProgress from 'nprogress';
import { applyRootFontSize } from '@/app/route-chrome';

describe('the navigation progress bar', () => {
  it('draws only the bar: no spinner over the top-right corner, where the pending-sync badge sits', () => {
    expect(applyRootFontSize).toBeTypeOf('function'); // the module (and its NProgress settings) is loaded
    NProgress.start();
    expect(document.querySelector('#nprogress .bar')).not.toBeNull();
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
    NProgress.remove();
  });
});
