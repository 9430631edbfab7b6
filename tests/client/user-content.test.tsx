import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataTable } from '@/components/data-table';
import { langOf, UserContent } from '@/components/user-content';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

describe('what people wrote carries its language (WCAG 3.1.2)', () => {
  it('is Chinese when it has Chinese in it, however it is nested', () => {
    expect(langOf('张学员')).toBe('zh');
    expect(langOf(['Room ', 301, ' 教室'])).toBe('zh');
    expect(langOf(<b>物业</b>)).toBe('zh');
    expect(langOf('Check-in demo')).toBeUndefined();
    expect(langOf(null)).toBeUndefined();
  });

  it('marks UserContent and DataTable user-content cells, and nothing else', () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <UserContent>演示签到</UserContent>
        <UserContent>learner01</UserContent>
        <DataTable
          columns={[
            { key: 'name', userContent: true, render: (r: { name: string }) => r.name },
            { key: 'state', render: () => '正常' },
          ]}
          rows={[{ name: '李企业' }]}
          rowKey={(r) => r.name}
        />
      </I18nProvider>,
    );
    const spans = container.querySelectorAll('span[translate="no"]');
    expect(spans[0]?.getAttribute('lang')).toBe('zh');
    expect(spans[1]?.hasAttribute('lang')).toBe(false);
    const cells = container.querySelectorAll('td');
    expect(cells[0]?.getAttribute('lang')).toBe('zh');
    expect(cells[1]?.hasAttribute('lang')).toBe(false);
  });
});
