import sharp from 'sharp';
import { getDocumentProxy, getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CertificateRenderError,
  closeCertificatePool,
  renderCertificatePdf,
  renderCertificatePng,
  type CertificateArt,
} from '../../src/server/lib/certificate-render';

/** Certificates drawn on the worker thread: real PDFs read back, and PNGs' headers. */
let seal: Uint8Array;
beforeAll(async () => {
  // A 600×600 red seal with transparency, the size a scanned stamp is.
  const ring = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
    <circle cx="300" cy="300" r="280" fill="none" stroke="#d42a2a" stroke-width="22"/>
    <polygon points="300,205 322,270 390,270 335,310 356,375 300,335 244,375 265,310 210,270 278,270" fill="#d42a2a"/>
  </svg>`;
  seal = new Uint8Array(await sharp(Buffer.from(ring)).png().toBuffer());
});
afterAll(() => closeCertificatePool());

const art = (over: Partial<CertificateArt> = {}): CertificateArt => ({
  locale: 'zh-cn',
  number: 'PX-2026-000123',
  holderName: '张学员',
  courseTitle: '住宅小区消防安全管理实务',
  creditHours: 12.5,
  completedOn: '2026-05-01',
  expiresOn: '2029-04-30',
  issuer: '某某市物业管理行业协会',
  signatory: '秘书长 王某某',
  wording: '该学员参加本协会组织的培训课程，完成全部学习内容并经考核合格，特发此证。',
  verifyUrl: 'https://peixun.example.org/v/PX-2026-000123?s=c2lnbmF0dXJl',
  seal,
  background: null,
  ...over,
});

/** The PDF's pages, its metadata, and its text as drawn, a run per item. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes.slice());
  const { info } = await getMeta(pdf);
  const page = await pdf.getPage(1);
  const { items } = await page.getTextContent();
  const runs = items.flatMap((item) => ('str' in item ? [item] : []));
  return { pages: pdf.numPages, view: page.view, info: info as Record<string, string>, runs };
}
const textOf = (runs: { str: string }[]) => runs.map((r) => r.str).join('\n');

describe('certificate PDF', () => {
  it('is an A4 landscape PDF under 300 KB, its text selectable: the Chinese name, title and number', async () => {
    const bytes = await renderCertificatePdf(art());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytes.byteLength).toBeLessThanOrEqual(300 * 1024);
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toBe(1);
    expect(pdf.view).toEqual([0, 0, 841.89, 595.28]);
    const text = textOf(pdf.runs);
    for (const s of [
      '结业证书',
      '张学员',
      '《住宅小区消防安全管理实务》',
      'PX-2026-000123',
      '证书编号',
      '有效期至',
    ])
      expect(text).toContain(s);
    expect(pdf.info.Title).toContain('PX-2026-000123');
    expect(pdf.info.Author).toBe('某某市物业管理行业协会');
    expect(pdf.info.Keywords).toContain('PX-2026-000123');
    expect(pdf.info.Subject).toContain('某某市物业管理行业协会');
  });

  it('speaks English for an English certificate; a Chinese name stays as it is', async () => {
    const bytes = await renderCertificatePdf(
      art({ locale: 'en', wording: 'has completed the course and passed its assessment.', expiresOn: null }),
    );
    const text = textOf((await readPdf(bytes)).runs);
    for (const s of [
      'Certificate of Completion',
      'Credit hours',
      'Certificate No.',
      'Completed on',
      '张学员',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('Valid until');
    expect(text).not.toContain('证书编号');
  });

  it('fits an over-long course title on the one page', async () => {
    const courseTitle =
      '物业服务企业项目经理岗位能力提升暨住宅小区消防、电梯、二次供水设施设备安全管理'.repeat(4);
    const pdf = await readPdf(await renderCertificatePdf(art({ courseTitle })));
    expect(pdf.pages).toBe(1);
    for (const run of pdf.runs) {
      const [, , , , x = 0, y = 0] = run.transform as number[];
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + run.width).toBeLessThanOrEqual(841.89);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(595.28);
    }
    // Wrapped over lines and, past three lines, cut short: what is drawn is the title's beginning.
    expect(textOf(pdf.runs).replace(/\s/g, '')).toContain(courseTitle.slice(0, 60));
  });
});

describe('refusals', () => {
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => (e instanceof CertificateRenderError ? { code: e.code, field: e.field } : e),
    );

  it('refuses a seal that is not a PNG or JPEG, one too large, and an empty name', async () => {
    const gif = new TextEncoder().encode('GIF89a not a seal');
    expect(await refusal(renderCertificatePdf(art({ seal: gif })))).toEqual({
      code: 'imageNotPngOrJpeg',
      field: 'seal',
    });
    const huge = new Uint8Array(3 * 1024 * 1024);
    huge.set(seal.subarray(0, 24));
    expect(await refusal(renderCertificatePng(art({ background: huge })))).toEqual({
      code: 'imageTooLarge',
      field: 'background',
    });
    expect(await refusal(renderCertificatePdf(art({ holderName: '  ' })))).toEqual({
      code: 'emptyField',
      field: 'holderName',
    });
  });

  it('refuses a seal whose header says PNG but whose pixels do not decode', async () => {
    const broken = seal.slice(0, 200);
    expect(await refusal(renderCertificatePdf(art({ seal: broken })))).toEqual({
      code: 'imageUnreadable',
      field: 'seal',
    });
  });
});

describe('certificate PNG', () => {
  it('is a 1754×1240 PNG (A4 at 150 dpi)', async () => {
    const png = await renderCertificatePng(art());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const ihdr = new DataView(png.buffer, png.byteOffset + 16, 8);
    expect([ihdr.getUint32(0), ihdr.getUint32(4)]).toEqual([1754, 1240]);
  });
});
