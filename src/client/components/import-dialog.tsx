import { Button, Space } from 'antd-mobile';
import './console-pickers.css';
import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Envelope, ImportError } from '@contract/envelope';
import { toast } from '@/lib/feedback';
import { Drawer } from './drawer';
import { ImportErrorTable } from './import-errors';

/** The dialog's states: closed, open, uploading, then done — success, or the error list. */
export type ImportState = 'closed' | 'open' | 'uploading' | 'done';
export const ERRORS_PER_PAGE = 20;
const EXCEL = /\.(xlsx|xls)$/i;

/** What an import answer means: the rows to show, a message, or success. */
export function importOutcome(body: Envelope<unknown>) {
  if (body.code === 0) return { kind: 'success' as const, msg: body.msg };
  if (Array.isArray(body.data))
    return { kind: 'rows' as const, rows: body.data as ImportError[], msg: body.msg };
  return { kind: 'failed' as const, msg: body.msg };
}

/**
 * The Excel import dialog: one .xlsx or .xls file, the template to download, then the server's
 * verdict — every bad row by its line number with its errors (20 a page), or success.
 */
export function ImportDialog({
  state,
  onState,
  title,
  upload,
  downloadTemplate,
  onImported,
}: {
  state: ImportState;
  onState: (s: ImportState) => void;
  title: string;
  /** The feature api's import call (e.g. `admin/user/import`): the server's answer, whatever its code. */
  upload: (file: File) => Promise<Envelope<unknown>>;
  /** The feature api's download of the sheet to fill in. */
  downloadTemplate: () => Promise<unknown>;
  onImported: () => void;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<ImportError[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const close = () => (setFile(null), setRows([]), onState('closed'));
  const template = async () => {
    try {
      await downloadTemplate();
    } catch {
      void toast(t`Template download failed, please maintain the template file first`, 'error');
    }
  };
  const send = async () => {
    if (!file) return;
    onState('uploading');
    let body: Envelope<unknown>;
    try {
      body = await upload(file);
      if (typeof body?.code !== 'number') throw new Error('not an envelope');
    } catch {
      void toast(t`Upload failed, data format invalid`, 'error');
      return close();
    }
    const outcome = importOutcome(body);
    setFile(null);
    onImported();
    if (outcome.kind === 'rows') {
      void toast(t`Import failed, the following data is invalid`, 'error');
      setRows(outcome.rows);
      setPageNo(1);
      return onState('done');
    }
    if (outcome.kind === 'failed') {
      void toast(outcome.msg ?? t`Upload failed, data format invalid`, 'error');
      return onState('open');
    }
    void toast(outcome.msg ?? t`Import succeeded`, 'success');
    close();
  };
  const pages = Math.max(1, Math.ceil(rows.length / ERRORS_PER_PAGE));
  const shown = rows.slice((pageNo - 1) * ERRORS_PER_PAGE, pageNo * ERRORS_PER_PAGE);
  return (
    <Drawer open={state !== 'closed'} onClose={close} title={title} data-testid="import-dialog">
      {state === 'done' ? (
        <div data-testid="import-errors">
          <ImportErrorTable rows={shown} />
          {pages > 1 && (
            <div className="pager">
              <Button size="mini" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                <Trans>Previous</Trans>
              </Button>
              <span>
                <Trans>
                  Page {pageNo} of {pages}
                </Trans>
              </span>
              <Button size="mini" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
                <Trans>Next</Trans>
              </Button>
            </div>
          )}
          <Button onClick={() => (setRows([]), onState('open'))} data-testid="import-again">
            <Trans>Choose another file</Trans>
          </Button>
        </div>
      ) : (
        <div className="import-dialog">
          <label className="import-file">
            <span>
              <Trans>Excel file (.xlsx or .xls), one at a time</Trans>
            </span>
            <input
              ref={input}
              type="file"
              accept=".xlsx,.xls"
              data-testid="import-file"
              onChange={(e) => {
                const f = e.currentTarget.files?.[0] ?? null;
                if (f && !EXCEL.test(f.name)) {
                  void toast(t`Only .xlsx or .xls files can be imported`, 'error');
                  e.currentTarget.value = '';
                  return setFile(null);
                }
                setFile(f);
              }}
            />
          </label>
          <Space wrap>
            <Button
              color="primary"
              disabled={!file}
              loading={state === 'uploading'}
              onClick={() => void send()}
              data-testid="import-submit"
            >
              <Trans>Import</Trans>
            </Button>
            <Button onClick={() => void template()} data-testid="import-template">
              <Trans>Download the template</Trans>
            </Button>
          </Space>
        </div>
      )}
    </Drawer>
  );
}
