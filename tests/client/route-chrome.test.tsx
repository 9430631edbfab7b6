import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouteProgress } from '@/components/route-progress';

const bar = (loading: boolean) =>
  render(
    <I18nProvider i18n={i18n}>
      <RouteProgress loading={loading} />
    </I18nProvider>,
  ).container.querySelector('.route-progress');

describe('the navigation progress bar', () => {
  it('is a named progress bar, busy and shown while a page loads, hidden from assistive technology after', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const loading = bar(true);
    expect(loading?.getAttribute('role')).toBe('progressbar');
    expect(loading?.getAttribute('aria-label')).toBe('Loading the page');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
    expect(loading?.getAttribute('data-state')).toBe('loading');
    const idle = bar(false);
    expect(idle?.getAttribute('aria-hidden')).toBe('true');
    expect(idle?.getAttribute('data-state')).toBe('idle');
  });
});
