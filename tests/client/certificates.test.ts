import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import type { Certificate } from '@contract/certificate';
import { CACHE_NAMES } from '@contract/constants';
import { fetchCertificateFile } from '@/features/certificates/api/certificates';
import { certificateFile, keptFiles } from '@/features/certificates/model/kept-files';
import { chinaDay } from '@contract/certificate-rules';
import { hoursByYear, stateToday } from '@/features/certificates/model/summary';
import { copyText } from '@/features/certificates/components/copy-text';

vi.mock('@/features/certificates/api/certificates', () => ({ fetchCertificateFile: vi.fn() }));

const cert = (o: Partial<Certificate>): Certificate => ({
  id: '1',
  number: 'PX-2026-000001',
  courseId: '9',
  courseTitle: '物业安全',
  holderName: '张学员',
  creditHours: 2,
  completedOn: '2026-03-01',
  expiresOn: null,
  state: 'valid',
  revokeReason: null,
  replacedBy: null,
  verifyLink: 'https://px.example/verify/PX-2026-000001?c=abc#t',
  issuedAt: '2026-03-01 10:00:00',
  ...o,
});

describe('the credit hours per year', () => {
  it('sums the valid certificates by the year completed, newest year first, fractions exactly', () => {
    const list = [
      cert({ id: '1', completedOn: '2025-12-31', creditHours: 0.1 }),
      cert({ id: '2', completedOn: '2025-01-01', creditHours: 0.2 }),
      cert({ id: '3', completedOn: '2026-01-01', creditHours: 1.5 }),
      cert({ id: '4', completedOn: '2026-06-30', state: 'revoked', creditHours: 9 }),
      cert({ id: '5', completedOn: '2026-06-30', state: 'replaced', creditHours: 9 }),
      cert({ id: '6', completedOn: '2024-05-05', state: 'expired', creditHours: 9 }),
    ];
    expect(hoursByYear(list, '2026-07-01')).toEqual([
      { year: '2026', hours: 1.5, count: 1 },
      { year: '2025', hours: 0.3, count: 2 },
    ]);
    expect(hoursByYear([], '2026-07-01')).toEqual([]);
  });

  it('leaves out one whose expiry day has passed since the list was read, counting its last day', () => {
    const c = cert({ expiresOn: '2026-06-30' });
    expect(stateToday(c, '2026-06-30')).toBe('valid');
    expect(stateToday(c, '2026-07-01')).toBe('expired');
    expect(hoursByYear([c], '2026-07-01')).toEqual([]);
    // A revoked one stays revoked past its expiry.
    expect(stateToday(cert({ state: 'revoked', expiresOn: '2020-01-01' }), '2026-07-01')).toBe('revoked');
  });

  it('dates by China’s day: 16:00 UTC is already the next day there', () => {
    expect(chinaDay(Date.UTC(2026, 11, 31, 15, 59))).toBe('2026-12-31');
    expect(chinaDay(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01-01');
  });
});

/** Cache Storage as the browser keeps it: named caches of responses by key. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (key: string) => store.get(key)?.clone(),
      put: async (key: string, res: Response) => void store.set(key, res),
    };
  };
  return { stores, caches: { open } };
}

let fake: ReturnType<typeof fakeCaches>;
let online = true;
beforeEach(() => {
  fake = fakeCaches();
  online = true;
  vi.stubGlobal('caches', fake.caches);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(fetchCertificateFile).mockReset();
});

describe('files kept for offline', () => {
  it('online fetches anew and keeps the latest; offline opens the kept copy, in either language', async () => {
    vi.mocked(fetchCertificateFile)
      .mockResolvedValueOnce(new Response('%PDF-1.7 old'))
      .mockResolvedValueOnce(new Response('%PDF-1.7 new'));
    expect(await keptFiles(['7'])).toEqual(new Set());
    expect(await (await certificateFile('7', 'pdf', 'zh-cn')).text()).toBe('%PDF-1.7 old');
    expect(await (await certificateFile('7', 'pdf', 'zh-cn')).text()).toBe('%PDF-1.7 new');
    expect([...(fake.stores.get(CACHE_NAMES.certificates)?.keys() ?? [])]).toEqual([
      '/api/edu/certificate/7/pdf?lang=zh-cn',
    ]);
    expect(await keptFiles(['7', '8'])).toEqual(new Set(['7:pdf']));
    online = false;
    expect(await (await certificateFile('7', 'pdf', 'en')).text()).toBe('%PDF-1.7 new');
    expect(fetchCertificateFile).toHaveBeenCalledTimes(2);
  });

  it('falls back to the kept copy when the network fails on the way, not when the server refuses', async () => {
    vi.mocked(fetchCertificateFile).mockResolvedValueOnce(new Response('PNG bytes'));
    await certificateFile('7', 'png', 'en');
    vi.mocked(fetchCertificateFile).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await (await certificateFile('7', 'png', 'en')).text()).toBe('PNG bytes');
    const refused = new HTTPError(
      new Response('{}', { status: 403 }),
      new Request('http://x/api/edu/certificate/7/png'),
      {} as never,
    );
    vi.mocked(fetchCertificateFile).mockRejectedValueOnce(refused);
    await expect(certificateFile('7', 'png', 'en')).rejects.toBe(refused);
  });

  it('rejects a file never downloaded when offline, and keeps nothing', async () => {
    online = false;
    vi.mocked(fetchCertificateFile).mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(certificateFile('9', 'pdf', 'zh-cn')).rejects.toThrow();
    expect(await keptFiles(['9'])).toEqual(new Set());
  });
});

describe('copying the verify link', () => {
  it('uses the Clipboard API where allowed', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }),
    );
    expect(await copyText('https://px.example/verify/1')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://px.example/verify/1');
  });

  it('falls back to the copy command when the API refuses, and gives the focus back', async () => {
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, {
        clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      }),
    );
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    let selected = '';
    document.execCommand = vi.fn(() => {
      selected = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    expect(await copyText('link')).toBe(true);
    expect(selected).toBe('link');
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('textarea')).toBeNull();
    document.execCommand = vi.fn(() => false);
    expect(await copyText('link')).toBe(false);
    button.remove();
  });
});
