import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { test, expect } from './fixtures';
import { DEMO, loginAs, waitForServiceWorker } from './helpers';
import { adminHeaders, api, headersOf } from './api';

/** A one-page PDF, small and well formed. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A zip of these files, stored without compression (the format's simplest valid form). */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    head.copy(central, 16, 14, 26); // crc and sizes
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, fileName, data);
    centrals.push(central, fileName);
    offset += head.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The smallest Word document Word opens: its content types, its relationship and one paragraph. */
const DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ' +
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" ' +
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
    'Target="word/document.xml"/></Relationships>',
  'word/document.xml':
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>课后练习</w:t></w:r></w:p></w:body></w:document>',
});

type Lesson = { id: string; fileId: string | null; handouts?: { id: string; name: string }[] };
type Detail = { chapters: { lessons: Lesson[] }[] };

test('staff attach handouts to a lesson; the enrolled learner opens one online, again offline; others may not', async ({
  page,
  context,
  browser,
}) => {
  // A fresh online course (the demo's stay as other specs expect them), with the demo's sample video, and the
  // demo learner signed up (no approval needed).
  const staff = await adminHeaders(page.request);
  const seeded = await api<{ records: { id: string }[] }>(
    page.request,
    staff,
    'GET',
    `/api/edu/course/page?keyword=${encodeURIComponent('高层建筑消防常识')}`,
  );
  const sample = await api<Detail>(
    page.request,
    staff,
    'GET',
    `/api/edu/course/details/${seeded.records[0]?.id}`,
  );
  const course = await api<{ id: string }>(page.request, staff, 'POST', '/api/edu/course', {
    mode: 'online',
    title: 'E2E 讲义示范课',
    category: 'basics',
    creditHours: 1,
    fee: 0,
  });
  await api(page.request, staff, 'POST', '/api/edu/lesson', {
    courseId: course.id,
    chapter: '第一章',
    title: '带讲义的课时',
    durationSec: 30,
    fileId: sample.chapters[0]?.lessons[0]?.fileId,
  });
  await api(page.request, staff, 'PUT', '/api/edu/course/status', { id: course.id, status: 'published' });
  const learnerHeaders = await headersOf(page.request, DEMO.learner.username, DEMO.learner.password);
  await api(page.request, learnerHeaders, 'POST', '/api/edu/enrolment', { courseId: course.id });

  // Staff attach a PDF and a Word document in the console's lesson editor.
  const staffPage = await browser.newPage();
  await staffPage.goto(`/#/login?redirect=${encodeURIComponent(`/admin/edu/courseEditor?id=${course.id}`)}`);
  await loginAs(staffPage, DEMO.admin);
  const row = staffPage.getByTestId('lesson-row').filter({ hasText: '带讲义的课时' });
  await row.getByTestId('lesson-handouts').click();
  const editor = staffPage.getByTestId('handouts-editor');
  await editor.locator('input[type=file]').setInputFiles([
    { name: '消防讲义.pdf', mimeType: 'application/pdf', buffer: PDF },
    {
      name: '课后练习.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: DOCX,
    },
  ]);
  await expect(editor.locator('[data-testid="upload-entry"][data-status="success"]')).toHaveCount(2);
  await editor.getByTestId('handouts-save').click();
  await expect(editor).toHaveCount(0);
  await staffPage.close();

  const saved = await api<Detail>(page.request, staff, 'GET', `/api/edu/course/details/${course.id}`);
  const handouts = saved.chapters[0]?.lessons[0]?.handouts ?? [];
  expect(handouts.map((h) => h.name)).toEqual(['消防讲义.pdf', '课后练习.docx']);
  const pdfId = handouts[0]?.id ?? '';

  // The learner sees both under the lesson and opens the PDF: a download under its own name.
  await page.goto(
    `/#/login?redirect=${encodeURIComponent(`/person/myStudy/studyPageOnline?courseId=${course.id}`)}`,
  );
  await loginAs(page, DEMO.learner);
  await waitForServiceWorker(page);
  const list = page.getByRole('list', { name: '讲义' });
  await expect(list.getByTestId('handout')).toHaveCount(2);
  const openPdf = async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: '下载 消防讲义.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('消防讲义.pdf');
    expect(readFileSync(await download.path()).equals(PDF)).toBe(true);
  };
  await openPdf();

  // Offline, after a reload: the PDF opens again from the phone's copy; the Word file, never opened, says so.
  await context.setOffline(true);
  await page.reload();
  await expect(list.getByTestId('handout')).toHaveCount(2);
  const word = list.getByTestId('handout').filter({ hasText: '课后练习.docx' });
  await expect(word.getByTestId('handout-offline')).toHaveText('未保存到本机：请先联网打开');
  await expect(word.getByRole('button')).toBeDisabled();
  await openPdf();
  await context.setOffline(false);

  // A learner not signed up for the course, and a visitor, are refused the bytes.
  const other = await headersOf(page.request, 'ent_member01', 'Learner@2026');
  const refused = await page.request.get(`/api/edu/lesson/handout/${pdfId}`, { headers: other });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 1 });
  const visitor = await page.request.get(`/api/edu/lesson/handout/${pdfId}`, {
    headers: { 'TENANT-ID': '1' },
  });
  expect([403, 424]).toContain(visitor.status());
  const mine = await page.request.get(`/api/edu/lesson/handout/${pdfId}`, { headers: learnerHeaders });
  expect(mine.status()).toBe(200);
});
