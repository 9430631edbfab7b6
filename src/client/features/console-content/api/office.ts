import { useEffect, useState } from 'react';
import { isZip, type OfficeFormat } from '../office/preview-format';
import type { SheetTable } from '../office/sheet-table';

export type OfficeView = { format: 'docx'; html: string } | { format: 'xlsx'; sheets: SheetTable[] };
export type OfficeState =
  | { status: 'loading' }
  | { status: 'done'; view: OfficeView }
  | { status: 'failed'; reason: 'unreadable' | 'unreachable' };

/** Fetches a file by its link and draws it; the drawing code (docx-preview, exceljs) loads only now. */
async function draw(url: string, format: OfficeFormat, signal: AbortSignal): Promise<OfficeState> {
  let bytes: ArrayBuffer;
  try {
    const res = await fetch(url, { signal });
    if (!res.ok) return { status: 'failed', reason: 'unreachable' };
    bytes = await res.arrayBuffer();
  } catch {
    return { status: 'failed', reason: 'unreachable' };
  }
  if (!isZip(new Uint8Array(bytes))) return { status: 'failed', reason: 'unreadable' };
  try {
    if (format === 'docx') {
      const { renderDocx } = await import('../office/docx-render');
      return { status: 'done', view: { format, html: await renderDocx(bytes) } };
    }
    const { readSheets } = await import('../office/sheet-read');
    return { status: 'done', view: { format, sheets: await readSheets(bytes) } };
  } catch {
    return { status: 'failed', reason: 'unreadable' };
  }
}

/**
 * A Word or Excel file drawn for its preview. Kept out of the query cache on purpose: the cache is saved on the
 * device, and a document's content (and its short-lived signed link) has no business there.
 */
export function useOfficePreview(url: string, format: OfficeFormat): OfficeState {
  const [state, setState] = useState<{ key: string; value: OfficeState } | null>(null);
  const key = `${format} ${url}`;
  useEffect(() => {
    const abort = new AbortController();
    void draw(url, format, abort.signal).then((value) => {
      if (!abort.signal.aborted) setState({ key, value });
    });
    return () => abort.abort();
  }, [url, format, key]);
  return state?.key === key ? state.value : { status: 'loading' };
}
