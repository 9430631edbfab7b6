import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OfficePreview } from '@/features/console-content/components/office-preview';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answering = (body: BodyInit | null, status = 200) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body, { status }))),
  );
const shown = (fileName: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <OfficePreview url="/api/f" fileName={fileName} />
    </I18nProvider>,
  );

describe('the office preview', () => {
  it('says a file of another format cannot be previewed, and fetches nothing', () => {
    answering('x');
    shown('slides.pptx');
    expect(screen.getByRole('alert').textContent).toBe(
      'This file cannot be previewed. Download it to open it.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so when the bytes are not a zip (a renamed file)', async () => {
    answering(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    shown('old.docx');
    expect(screen.getByRole('status').textContent).toBe('Loading the preview…');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file cannot be previewed. Download it to open it.',
    );
  });

  it('says the file could not be loaded when its link fails (an expired signed link)', async () => {
    answering('gone', 404);
    shown('a.xlsx');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file could not be loaded. Download it to open it.',
    );
  });

  it('shows a workbook’s sheet as a table with column letters and row numbers', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Names').addRow(['Name', 'Hours']);
    book.getWorksheet('Names')?.addRow(['Li', 8]);
    answering(new Uint8Array(await book.xlsx.writeBuffer()));
    shown('names.xlsx');
    const table = await screen.findByTestId('preview-sheet');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['A', 'B']);
    expect([...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent)).toEqual([
      '1NameHours',
      '2Li8',
    ]);
    expect(screen.getByRole('region', { name: 'Sheet Names' }).tabIndex).toBe(0);
    expect(screen.queryByTestId('preview-sheet-tabs')).toBeNull();
  });
});
