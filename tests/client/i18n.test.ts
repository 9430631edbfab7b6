import { describe, expect, it } from 'vitest';
import { plural, t } from '@lingui/core/macro';
import type { Messages } from '@lingui/core';
import {
  activateLocale,
  addCatalog,
  i18n,
  mergeServerMessages,
  serverMessage,
  storedLocale,
} from '@/lib/i18n';

describe('languages', () => {
  it('defaults to zh-cn, and a switch is remembered and sets <html lang>', async () => {
    localStorage.clear();
    expect(storedLocale()).toBe('zh-cn');
    await activateLocale('en');
    expect(storedLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await activateLocale('zh-cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(t`Log in`).toBe('登录');
    // Ids with + or / in standard base64: the macro's URL-safe ids must still find them.
    expect(t`Online courses`).toBe('线上课程');
    // 'Console' is a console message: in the console's own catalog, loaded with the console.
    await addCatalog(
      async (locale) =>
        (await import(`../../src/client/locales/${locale}/console.po`)) as { messages: Messages },
    );
    expect(t`Console`).toBe('管理后台');
  });

  it('merges the server messages into both catalogs and keeps them for offline starts', async () => {
    mergeServerMessages({
      'zh-cn': [{ 'router.home': '首页' }, { 'router.login': '登录' }],
      en: [{ 'router.home': 'Home' }],
    });
    expect(serverMessage('router.home', 'zh-cn')).toBe('首页');
    await activateLocale('en');
    expect(i18n._('router.home')).toBe('Home');
    await activateLocale('zh-cn');
    expect(i18n._('router.login')).toBe('登录');
  });

  it('loads the server messages again only when they changed: each load re-renders the whole app', () => {
    const data = { 'zh-cn': [{ 'router.home': '首页' }], en: [{ 'router.home': 'Home' }] };
    mergeServerMessages(data);
    let changes = 0;
    const stop = i18n.on('change', () => changes++);
    mergeServerMessages(data);
    expect(changes).toBe(0);
    mergeServerMessages({ ...data, en: [{ 'router.home': 'Start' }] });
    expect(changes).toBe(1);
    expect(serverMessage('router.home', 'en')).toBe('Start');
    stop();
  });

  it('counts by the plural rules of each language (the same messages as the pages)', async () => {
    const creditHours = (hours: number) => plural(hours, { one: '# credit hour', other: '# credit hours' });
    await activateLocale('en');
    expect([1, 1.5, 2, 0].map(creditHours)).toEqual([
      '1 credit hour',
      '1.5 credit hours',
      '2 credit hours',
      '0 credit hours',
    ]);
    await activateLocale('zh-cn');
    expect([1, 2].map(creditHours)).toEqual(['1 学时', '2 学时']);
  });

  it('loads a part’s catalog (the console’s) for the active language and again on every switch', async () => {
    await activateLocale('zh-cn');
    const load = async (locale: string) => ({
      messages: { 'probe.part': locale === 'en' ? 'Part' : '部分' },
    });
    await addCatalog(load);
    expect(i18n._('probe.part')).toBe('部分');
    await activateLocale('en');
    expect(i18n._('probe.part')).toBe('Part');
    expect(t`Log in`).toBe('Log in');
    await activateLocale('zh-cn');
    expect(i18n._('probe.part')).toBe('部分');
    expect(t`Log in`).toBe('登录');
  });
});
