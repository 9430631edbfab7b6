import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '@contract/file';
import { UPLOAD_RULES } from '@contract/upload-rules';
import { AttachmentUpload } from '@/components/uploads/attachment-upload';
import { DocumentUpload } from '@/components/uploads/document-upload';
import { ImageUpload } from '@/components/uploads/image-upload';
import {
  admit,
  pendingCount,
  settled,
  thumbnailOf,
  valueOf,
  type UploadedValue,
} from '@/components/uploads/upload-queue';
import type { Uploader } from '@/components/uploads/use-upload-list';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(cleanup);

const MB = 1024 * 1024;
const file = (name: string, size = 10, type = '') => {
  const f = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const saved = (f: File): UploadedFile => ({
  id: '1',
  url: `/files/${f.name}`,
  fileName: f.name,
  name: f.name,
  fileSize: f.size,
  fileType: f.type,
  image: null,
});

/** An uploader whose answers the test gives, one file at a time. */
function controlled() {
  const waiting = new Map<string, { ok: (v: UploadedFile) => void; fail: (e: Error) => void; file: File }>();
  const upload: Uploader = (f) =>
    new Promise((ok, fail) => waiting.set(f.name, { ok, fail: (e) => fail(e), file: f }));
  const finish = async (name: string, succeed = true) => {
    const w = waiting.get(name)!;
    await act(async () => (succeed ? w.ok(saved(w.file)) : w.fail(new Error('network'))));
  };
  return { upload, finish, waiting };
}

const pick = async (files: File[]) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => void fireEvent.change(input, { target: { files } }));
};
const message = () => screen.queryByTestId('upload-message')?.textContent ?? null;
const within = (ui: React.ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('the upload list', () => {
  const rule = { exts: ['pdf', 'png'], maxMb: 5, limit: 3 };
  it('refuses a pick past the limit whole, then each file by type (either case) and size', () => {
    expect(admit([], [file('a.pdf'), file('b.pdf'), file('c.pdf'), file('d.pdf')], rule)).toMatchObject({
      accepted: [],
      overLimit: true,
    });
    const { accepted, refused } = admit([], [file('A.PDF'), file('b.exe'), file('c.png', 6 * MB)], rule);
    expect(accepted.map((e) => [e.name, e.status])).toEqual([['A.PDF', 'ready']]);
    expect(refused).toEqual([
      { name: 'b.exe', reason: 'type' },
      { name: 'c.png', reason: 'size' },
    ]);
    // Declared types, where the rule names them (images).
    const image = { ...rule, types: ['image/png'] };
    expect(admit([], [file('x.png', 10, 'text/html')], image).refused).toEqual([
      { name: 'x.png', reason: 'type' },
    ]);
  });

  it('keeps a success with its value, drops a failure, and counts what is pending', () => {
    const { accepted } = admit([], [file('a.pdf'), file('b.pdf')], rule);
    const [a, b] = accepted;
    let list = accepted;
    expect(pendingCount(list)).toBe(2);
    const value: UploadedValue = { url: '/a', name: 'a.pdf' };
    list = settled(list, a!.uid, { ok: true, value });
    list = settled(list, b!.uid, { ok: false });
    expect(list.map((e) => e.status)).toEqual(['success']);
    expect(pendingCount(list)).toBe(0);
    expect(valueOf(list)).toEqual([value]);
  });
});

describe('DocumentUpload', () => {
  it('warns past 5 files and names the type and size errors', async () => {
    within(<DocumentUpload upload={controlled().upload} />);
    await pick(['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.pdf`)));
    expect(message()).toBe('Upload limit exceeded. Maximum 5 files allowed');
    expect(screen.getByRole('alert').textContent).toBe(message());
    await pick([file('run.exe')]);
    expect(message()).toBe(`File type error, please upload ${UPLOAD_RULES.doc.exts.join('/')} files`);
    await pick([file('big.pdf', 6 * MB)]);
    expect(message()).toBe('File size cannot exceed 5 M');
    expect(screen.queryAllByTestId('upload-entry')).toHaveLength(0);
  });

  it('changes its value only when every pending upload has finished; a failed file leaves the list', async () => {
    const { upload, finish } = controlled();
    const onChange = vi.fn<(value: UploadedValue[]) => void>();
    within(<DocumentUpload upload={upload} onChange={onChange} />);
    await pick([file('a.pdf'), file('b.docx'), file('c.txt')]);
    expect(screen.getAllByTestId('upload-entry').map((e) => e.dataset.status)).toEqual([
      'uploading',
      'uploading',
      'uploading',
    ]);
    await finish('a.pdf');
    await finish('b.docx', false);
    expect(onChange).not.toHaveBeenCalled();
    expect(message()).toBe('Upload failed, please upload again');
    await finish('c.txt');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].map((v) => v.name)).toEqual(['a.pdf', 'c.txt']);
    expect(screen.getAllByTestId('upload-entry').map((e) => e.firstElementChild?.textContent)).toEqual([
      'a.pdf',
      'c.txt',
    ]);
  });

  it('counts the files it already holds toward the limit', async () => {
    const value = [1, 2, 3, 4].map((n) => ({ url: `/${n}`, name: `${n}.pdf` }));
    within(<DocumentUpload upload={controlled().upload} value={value} />);
    await pick([file('5.pdf'), file('6.pdf')]);
    expect(message()).toBe('Upload limit exceeded. Maximum 5 files allowed');
  });
});

describe('ImageUpload', () => {
  it('takes jpeg, png and gif up to 5 MB, with their messages, shown as a 150 px square', async () => {
    const { upload, finish } = controlled();
    const onChange = vi.fn();
    within(<ImageUpload upload={upload} onChange={onChange} />);
    await pick([file('doc.pdf', 10, 'application/pdf')]);
    expect(message()).toBe('Incorrect file format, please upload a JPG/PNG/GIF image');
    await pick([file('big.png', 6 * MB, 'image/png')]);
    expect(message()).toBe('Image size cannot exceed 5 M');
    await pick([file('face.png', 100, 'image/png')]);
    await finish('face.png');
    expect(message()).toBe('Image uploaded successfully');
    expect(screen.getByRole('status').textContent).toBe(message());
    const img = screen.getByRole<HTMLImageElement>('img');
    expect([img.getAttribute('src'), img.width, img.height]).toEqual(['/files/face.png', 150, 150]);
    expect(onChange).toHaveBeenLastCalledWith('/files/face.png');
  });

  it('keeps the image it has when a new one fails, and says so', async () => {
    const { upload, finish } = controlled();
    const onChange = vi.fn();
    within(<ImageUpload upload={upload} value="/files/old.png" onChange={onChange} />);
    await pick([file('new.gif', 100, 'image/gif')]);
    await finish('new.gif', false);
    expect(message()).toBe('Upload failed, please upload again');
    expect(screen.getByRole('img').getAttribute('src')).toBe('/files/old.png');
    expect(onChange).toHaveBeenLastCalledWith('/files/old.png');
  });
});

describe('AttachmentUpload', () => {
  it('takes its kinds in either case, mentions JPEG, JPG, PNG and PDF, and says how many may be uploaded', async () => {
    const { upload, finish } = controlled();
    const onChange = vi.fn<(value: UploadedValue[]) => void>();
    within(<AttachmentUpload upload={upload} limit={2} onChange={onChange} />);
    expect(screen.getByText(/JPEG, JPG, PNG, PDF/)).toBeTruthy();
    await pick([file('a.PDF'), file('b.zip'), file('c.7z')]);
    expect(message()).toBe('Only 2 files can be uploaded');
    await pick([file('SCAN.JPG'), file('notes.rar')]);
    await finish('SCAN.JPG');
    await finish('notes.rar');
    expect(onChange.mock.calls.at(-1)![0].map((v) => v.name)).toEqual(['SCAN.JPG', 'notes.rar']);
    await pick([file('x.exe')]);
    expect(message()).toBe('Only 2 files can be uploaded');
  });
});

describe('the list types: text, picture, picture card', () => {
  it('shows an uploaded picture as its thumbnail, by its name in any case or its type; others have none', () => {
    const done = (name: string, v: Partial<UploadedValue> = {}) => ({
      name,
      status: 'success' as const,
      value: { url: `/f/${name}`, name, ...v },
    });
    expect(thumbnailOf(done('a.PNG'))).toBe('/f/a.PNG');
    expect(thumbnailOf(done('b.jpeg'))).toBe('/f/b.jpeg');
    expect(thumbnailOf(done('c.webp'))).toBe('/f/c.webp');
    expect(thumbnailOf(done('drawing', { fileType: 'image/svg+xml' }))).toBe('/f/drawing');
    expect(thumbnailOf(done('renamed', { fileName: 'x1.gif' }))).toBe('/f/renamed');
    expect(thumbnailOf(done('d.pdf'))).toBeNull();
    expect(thumbnailOf(done('png'))).toBeNull();
    expect(thumbnailOf({ name: 'e.png', status: 'uploading' })).toBeNull();
    expect(thumbnailOf({ name: 'f.png', status: 'success', value: { url: '', name: 'f.png' } })).toBeNull();
  });

  const held: UploadedValue[] = [
    { url: '/f/photo.png', name: 'photo.png' },
    { url: '/f/plan.pdf', name: 'plan.pdf' },
  ];

  it('text: names only, the picker above', () => {
    within(<DocumentUpload value={held} upload={controlled().upload} />);
    const list = document.querySelector('ul.upload-entries')!;
    expect(list.getAttribute('data-list-type')).toBe('text');
    expect(list.querySelectorAll('img, .upload-thumb')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Choose files' }).closest('li')).toBeNull();
  });

  it('picture: a thumbnail for a picture, the extension for another file', () => {
    within(<AttachmentUpload value={held} listType="picture" upload={controlled().upload} />);
    const list = document.querySelector('ul.upload-list-picture')!;
    expect(list.querySelector('img.upload-thumb')?.getAttribute('src')).toBe('/f/photo.png');
    expect(list.querySelector('.upload-thumb-ext')?.textContent).toBe('PDF');
    expect(screen.getByRole('button', { name: 'Add attachments' }).closest('li')).toBeNull();
  });

  it('picture card: the picker is the last card until the limit is reached', async () => {
    const { upload, finish } = controlled();
    within(<DocumentUpload value={held} listType="picture-card" limit={3} upload={upload} />);
    const picker = () => screen.queryByRole('button', { name: 'Choose files' });
    expect(picker()?.closest('li')?.className).toContain('upload-card-picker');
    expect(document.querySelectorAll('ul.upload-list-picture-card > li')).toHaveLength(3);
    await pick([file('third.jpg')]);
    await finish('third.jpg');
    expect(screen.getAllByTestId('upload-entry')).toHaveLength(3);
    expect(picker()).toBeNull();
  });
});
