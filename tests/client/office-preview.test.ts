// @vitest-environment jsdom
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { previewOf } from '@contract/file';
import { cleanDocumentHtml } from '@/features/console-content/office/docx-render';
import {
  isZip,
  officeFormatOf,
  ownLink,
  previewPageHref,
  previewPageOf,
} from '@/features/console-content/office/preview-format';
import { readSheets } from '@/features/console-content/office/sheet-read';
import { cellText, columnName, sheetTable } from '@/features/console-content/office/sheet-table';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

describe('which files preview how', () => {
  it('draws Word and Excel files of the zipped kind; the binary ones and PowerPoint stay downloads', () => {
    expect(previewOf(DOCX)).toBe('office');
    expect(previewOf(XLSX)).toBe('office');
    expect(previewOf(PPTX)).toBe('download');
    expect(previewOf('application/msword')).toBe('download');
    expect(previewOf('application/vnd.ms-excel')).toBe('download');
    expect(previewOf('application/zip')).toBe('download');
    expect(previewOf('text/plain; charset=utf-8')).toBe('text');
  });

  it('knows the format by the extension, in any case, and nothing else', () => {
    expect(officeFormatOf('签到表.docx')).toBe('docx');
    expect(officeFormatOf('NAMES.XLSX')).toBe('xlsx');
    expect(officeFormatOf('a.b.Xlsx')).toBe('xlsx');
    expect(officeFormatOf('old.doc')).toBeNull();
    expect(officeFormatOf('old.xls')).toBeNull();
    expect(officeFormatOf('slides.pptx')).toBeNull();
    expect(officeFormatOf('docx')).toBeNull();
    expect(officeFormatOf('report.docx.zip')).toBeNull();
    expect(officeFormatOf('')).toBeNull();
  });

  it('draws only bytes that open as a zip', () => {
    expect(isZip(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe(true);
    expect(isZip(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    expect(isZip(new Uint8Array([0x50, 0x4b, 0x03]))).toBe(false);
    expect(isZip(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBe(false);
    expect(isZip(new Uint8Array())).toBe(false);
  });

  it('gives a page to images, PDFs, text and office files; none to downloads and videos', () => {
    expect(previewPageOf('image')).toBe('image');
    expect(previewPageOf('office')).toBe('office');
    expect(previewPageOf('pdf')).toBe('pdf');
    expect(previewPageOf('text')).toBe('text');
    expect(previewPageOf('download')).toBeNull();
    expect(previewPageOf('none')).toBeNull();
  });

  it('writes the page address with url and fileName, and the name when given', () => {
    const url = '/api/admin/sys-file/oss/file?fileName=a.docx&expires=1&signature=x+y';
    const href = previewPageHref('office', url, 'a.docx', '通知 1.docx');
    expect(href.startsWith('#/preview/office?')).toBe(true);
    const search = new URLSearchParams(href.slice(href.indexOf('?')));
    expect(search.get('url')).toBe(url);
    expect(search.get('fileName')).toBe('a.docx');
    expect(search.get('name')).toBe('通知 1.docx');
    expect(new URLSearchParams(previewPageHref('pdf', url, 'a.pdf').split('?')[1]).has('name')).toBe(false);
  });

  it('loads links of our own origin only, as paths', () => {
    const origin = 'https://peixun.example';
    expect(ownLink('/api/f?fileName=a.docx', origin)).toBe('/api/f?fileName=a.docx');
    expect(ownLink('https://peixun.example/api/f?x=1', origin)).toBe('/api/f?x=1');
    expect(ownLink('https://evil.example/a.docx', origin)).toBeNull();
    expect(ownLink('//evil.example/a.docx', origin)).toBeNull();
    expect(ownLink('\\\\evil.example/a.docx', origin)).toBeNull();
    expect(ownLink('http://peixun.example/api/f', origin)).toBeNull();
    expect(ownLink('javascript:alert(1)', origin)).toBeNull();
    expect(ownLink('data:text/html,<script>1</script>', origin)).toBeNull();
    expect(ownLink('', origin)).toBeNull();
  });
});

describe('a sheet as a table', () => {
  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('writes each kind of cell value as text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText('张三')).toBe('张三');
    expect(cellText(0)).toBe('0');
    expect(cellText(3.5)).toBe('3.5');
    expect(cellText(Number.NaN)).toBe('');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(false)).toBe('FALSE');
    expect(cellText(new Date(Date.UTC(2026, 11, 6)))).toBe('2026-12-06');
    expect(cellText(new Date(Date.UTC(2026, 11, 6, 9, 5, 0)))).toBe('2026-12-06 09:05:00');
    expect(cellText(new Date(Date.UTC(2026, 0, 1, 0, 0, 1)))).toBe('2026-01-01 00:00:01');
    expect(cellText(new Date(Number.NaN))).toBe('');
    expect(cellText({ richText: [{ text: '粗' }, { text: 'bold' }] })).toBe('粗bold');
    expect(cellText({ formula: 'A1*2', result: 4 })).toBe('4');
    expect(cellText({ sharedFormula: 'A1', result: undefined })).toBe('');
    expect(cellText({ text: 'site', hyperlink: 'https://example.com' })).toBe('site');
    expect(cellText({ error: '#DIV/0!' })).toBe('#DIV/0!');
    expect(cellText({})).toBe('');
  });

  it('leaves out empty rows and columns after the last filled cell and keeps those between', () => {
    const t = sheetTable('S', [['a', null, 'c', null, ''], [], [null, 2, null], ['', ' ', null], []]);
    expect(t.columns).toEqual(['A', 'B', 'C']);
    expect(t.rows).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
      ['', '2', ''],
    ]);
    expect(t).toMatchObject({ name: 'S', moreRows: false, moreColumns: false });
  });

  it('is empty for a sheet with nothing in it', () => {
    expect(sheetTable('E', [])).toMatchObject({ columns: [], rows: [], moreRows: false, moreColumns: false });
    expect(sheetTable('E', [[null, ''], [' ']])).toMatchObject({ columns: [], rows: [] });
  });

  it('shows at most the limits, and says when there is more', () => {
    const full = (n: number, m: number) =>
      Array.from({ length: n }, () => Array.from({ length: m }, () => 'x'));
    const at = sheetTable('L', full(3, 2), { rows: 3, columns: 2 });
    expect(at).toMatchObject({ moreRows: false, moreColumns: false });
    expect(at.rows).toHaveLength(3);
    const over = sheetTable('L', full(4, 3), { rows: 3, columns: 2 });
    expect(over).toMatchObject({ moreRows: true, moreColumns: true, columns: ['A', 'B'] });
    expect(over.rows).toHaveLength(3);
    expect(over.rows.every((r) => r.length === 2)).toBe(true);
  });

  it('reads a workbook’s visible sheets in order, at most the first five', async () => {
    const book = new ExcelJS.Workbook();
    const names = book.addWorksheet('名单');
    names.addRow(['姓名', '手机', '报名日期']);
    names.addRow(['张三', 13800000000, new Date(Date.UTC(2026, 11, 6))]);
    names.addRow(['李四', { formula: 'B2+1', result: 13800000001 }, true]);
    book.addWorksheet('hidden', { state: 'hidden' }).addRow(['secret']);
    for (let i = 2; i <= 6; i++) book.addWorksheet(`S${i}`).addRow([i]);
    const bytes = await book.xlsx.writeBuffer();
    const sheets = await readSheets(bytes);
    expect(sheets.map((s) => s.name)).toEqual(['名单', 'S2', 'S3', 'S4', 'S5']);
    expect(sheets[0]?.rows).toEqual([
      ['姓名', '手机', '报名日期'],
      ['张三', '13800000000', '2026-12-06'],
      ['李四', '13800000001', 'TRUE'],
    ]);
  });

  it('says when a sheet has more rows or columns than it shows', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('big');
    for (let r = 0; r < 5; r++) sheet.addRow(Array.from({ length: 4 }, (_, c) => `${r}-${c}`));
    const bytes = await book.xlsx.writeBuffer();
    const [big] = await readSheets(bytes, { sheets: 1, rows: 4, columns: 3 });
    expect(big).toMatchObject({ moreRows: true, moreColumns: true, columns: ['A', 'B', 'C'] });
    expect(big?.rows).toHaveLength(4);
    const [exact] = await readSheets(bytes, { sheets: 1, rows: 5, columns: 4 });
    expect(exact).toMatchObject({ moreRows: false, moreColumns: false });
  });
});

describe('a document’s markup, cleaned', () => {
  it('keeps the document’s text, styles and pictures', () => {
    const html = cleanDocumentHtml(
      '<style>.docx p { color: red }</style><section class="docx"><p class="docx_p">正文 text</p>' +
        '<img src="data:image/png;base64,iVBORw0KGgo="></section>',
    );
    expect(html).toContain('<style>.docx p { color: red }</style>');
    expect(html).toContain('<p class="docx_p">正文 text</p>');
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
  });

  it('drops everything that runs, frames or submits', () => {
    const html = cleanDocumentHtml(
      '<p onclick="alert(1)">a</p><script>alert(2)</script><iframe srcdoc="<script>alert(3)</script>"></iframe>' +
        '<img src="x" onerror="alert(4)"><form action="/x"><input name="q"><button>go</button></form>' +
        '<object data="x.swf"></object><embed src="x"><base href="https://evil.example/">' +
        '<svg><script>alert(5)</script></svg><a href="javascript:alert(6)">link</a>',
    );
    for (const bad of [
      'onclick',
      '<script',
      '<iframe',
      'onerror',
      '<form',
      '<input',
      '<button',
      '<object',
      '<embed',
    ]) {
      expect(html).not.toContain(bad);
    }
    expect(html).not.toContain('<base');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('link');
  });

  it('opens a document’s web links in a new tab that cannot reach back, and keeps links within it', () => {
    const html = cleanDocumentHtml('<a href="https://example.com/a">out</a><a href="#_Toc1">in</a>');
    const div = document.createElement('div');
    div.innerHTML = html;
    const [out, inner] = [...div.querySelectorAll('a')];
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inner?.getAttribute('href')).toBe('#_Toc1');
    expect(inner?.hasAttribute('target')).toBe(false);
  });
});
