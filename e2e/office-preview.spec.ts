import { crc32 } from 'node:zlib';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { judge } from './axe';
import { expect, test } from './fixtures';
import { DEMO, loginAs, openFromMenu } from './helpers';

/**
 * Word and Excel files in the material library: a real small .docx and .xlsx made here, uploaded, drawn in the
 * preview drawer and on their preview pages in a new tab; a hyperlink to `javascript:` in the document never
 * becomes one, and a preview page given a foreign link draws nothing.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** A zip of stored (uncompressed) entries: enough for a .docx, and no zip library to depend on. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const file = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(file.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(file.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, file, data);
    centrals.push(central, file);
    offset += local.length + file.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const para = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
/** The least a .docx needs, with two paragraphs and a hyperlink whose target is script. */
const docx = zip({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ' +
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${REL}"><Relationship Id="rId1" ` +
    `Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`,
  'word/_rels/document.xml.rels':
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${REL}"><Relationship Id="rId9" ` +
    `Type="${R}/hyperlink" Target="javascript:alert(1)" TargetMode="External"/></Relationships>`,
  'word/document.xml':
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>` +
    para('物业培训通知 Training notice') +
    para('请于周五前报名。Sign up by Friday.') +
    '<w:p><w:hyperlink r:id="rId9"><w:r><w:t>点这里 click here</w:t></w:r></w:hyperlink></w:p>' +
    '</w:body></w:document>',
});

async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const names = book.addWorksheet('报名名单');
  names.addRow(['姓名', '手机', '报名日期']);
  names.addRow(['张三', '13800000000', new Date(Date.UTC(2026, 11, 6))]);
  book.addWorksheet('Rooms').addRow(['Room 301', 40]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function library(page: Page) {
  await page.goto('/#/login?redirect=%2Fadmin');
  await loginAs(page, DEMO.admin);
  await expect(page).toHaveURL(/#\/admin/);
  await openFromMenu(page, '文件管理');
  return page.getByTestId('file-admin');
}

test('a Word and an Excel file preview in the drawer and on their own pages', async ({ page, context }) => {
  // Nothing in a document may run: an alert would be a script that did.
  context.on('dialog', (d) => {
    throw new Error(`a dialog opened: ${d.message()}`);
  });
  const admin = await library(page);
  const stamp = Date.now() % 100000;
  const [word, sheet] = [`通知-${stamp}.docx`, `名单-${stamp}.xlsx`];
  await admin.getByTestId('file-upload').click();
  const drawer = page.getByTestId('upload-drawer');
  await drawer
    .getByTestId('library-upload')
    .locator('input[type=file]')
    .setInputFiles([
      { name: word, mimeType: 'application/octet-stream', buffer: docx },
      { name: sheet, mimeType: 'application/octet-stream', buffer: await xlsx() },
    ]);
  await expect(drawer.locator('[data-testid=upload-entry][data-status=success]')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await admin.getByTestId('file-search').locator('input').fill(String(stamp));
  await admin.getByTestId('file-search').locator('input').press('Enter');
  const card = (name: string) => admin.getByTestId('file-card').filter({ hasText: name });

  // Word: the document's text in the drawer, its script link gone, and the same on its page in a new tab.
  await card(word).getByTestId('file-open').click();
  const preview = page.getByTestId('file-preview');
  const doc = preview.getByTestId('preview-docx');
  await expect(doc).toContainText('物业培训通知 Training notice');
  await expect(doc).toContainText('Sign up by Friday.');
  await expect(doc).toContainText('点这里 click here');
  await expect(doc.locator('a[href^="javascript"], script, iframe')).toHaveCount(0);
  const [wordPage] = await Promise.all([
    context.waitForEvent('page'),
    preview.getByTestId('preview-open-page').click(),
  ]);
  await expect(wordPage).toHaveURL(/#\/preview\/office\?url=/);
  await expect(wordPage.getByRole('heading', { level: 1 })).toHaveText(word);
  await expect(wordPage.getByTestId('preview-docx')).toContainText('请于周五前报名。');
  await expect(wordPage).toHaveTitle(new RegExp(word));
  expect(await judge(wordPage, undefined, { name: 'word preview page' })).toEqual([]);
  const download = wordPage.waitForEvent('download');
  await wordPage.getByTestId('preview-download').click();
  expect((await download).suggestedFilename()).toBe(word);
  await wordPage.close();
  await preview.getByRole('button', { name: '关闭' }).click();
  await expect(preview).toBeHidden();

  // Excel: the first sheet as a table, the second by its name; the page in a new tab too.
  await card(sheet).getByTestId('file-open').click();
  const table = preview.getByTestId('preview-sheet');
  await expect(table).toContainText('报名日期');
  await expect(table.getByRole('row').nth(2)).toContainText('张三138000000002026-12-06');
  await preview.getByTestId('preview-sheet-tabs').getByRole('button', { name: 'Rooms' }).click();
  await expect(table).toContainText('Room 301');
  const [sheetPage] = await Promise.all([
    context.waitForEvent('page'),
    preview.getByTestId('preview-open-page').click(),
  ]);
  await expect(sheetPage.getByTestId('preview-sheet')).toContainText('张三');
  await expect(sheetPage.getByRole('columnheader', { name: 'C' })).toBeVisible();
  expect(await judge(sheetPage, undefined, { name: 'sheet preview page' })).toEqual([]);

  // The page's address is anyone's to write: a link of another origin is not fetched, nor drawn.
  await sheetPage.goto('/#/preview/office?url=https%3A%2F%2Fevil.example%2Fa.docx&fileName=a.docx');
  await expect(sheetPage.getByTestId('preview-failed')).toHaveText('此链接无法预览。');
  await expect(sheetPage.getByTestId('preview-docx')).toHaveCount(0);
});
