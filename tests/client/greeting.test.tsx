import { cleanup, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n, type Messages } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { Greeting, greetingBand } from '@/features/admin/components/console-welcome';

afterEach(cleanup);

describe("the staff's greeting: the spec's eight bands, changing at 6, 9, 12, 14, 17, 19 and 22", () => {
  it.each([
    [0, 'small-hours'],
    [5, 'small-hours'],
    [6, 'early-morning'],
    [8, 'early-morning'],
    [9, 'morning'],
    [11, 'morning'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [16, 'afternoon'],
    [17, 'dusk'],
    [18, 'dusk'],
    [19, 'evening'],
    [21, 'evening'],
    [22, 'late-night'],
    [23, 'late-night'],
  ])('%i o’clock is %s', (hour, band) => {
    expect(greetingBand(hour)).toBe(band);
  });

  const greet = (hour: number) =>
    render(
      <I18nProvider i18n={i18n}>
        <Greeting name="王芳" hour={hour} />
      </I18nProvider>,
    ).container.textContent;

  it('says each band in Chinese with its own word (pig-ui’s), the name as written', async () => {
    const { messages } = (await import('@/locales/zh-cn/console.po')) as { messages: Messages };
    i18n.loadAndActivate({ locale: 'zh-cn', messages });
    expect([5, 6, 9, 12, 14, 17, 19, 22].map((h) => greet(h))).toEqual([
      '凌晨好，王芳',
      '早上好，王芳',
      '上午好，王芳',
      '中午好，王芳',
      '下午好，王芳',
      '傍晚好，王芳',
      '晚上好，王芳',
      '夜里好，王芳',
    ]);
  });

  it('says each band in English, where some bands share a word', async () => {
    const { messages } = (await import('@/locales/en/console.po')) as { messages: Messages };
    i18n.loadAndActivate({ locale: 'en', messages });
    expect([5, 8, 11, 13, 16, 18, 21, 23].map((h) => greet(h))).toEqual([
      'Good early morning, 王芳',
      'Good morning, 王芳',
      'Good morning, 王芳',
      'Good day, 王芳',
      'Good afternoon, 王芳',
      'Good evening, 王芳',
      'Good evening, 王芳',
      'Good evening, 王芳',
    ]);
  });
});
