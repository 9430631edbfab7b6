import { useRef, useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberImportAnswer } from '@contract/enterprise';
import { ImportErrorTable } from '@/components/import-errors';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/feedback';
import { importMembers, MEMBER_TEMPLATE_PATH } from '../api/enterprise';

const EXCEL = /\.(xlsx|xls)$/i;

/**
 * The members' Excel import on a phone, with the console import dialog's behaviour and texts: the
 * template, one .xlsx/.xls file, a dry run that lists every bad row by its line, then the import (all or none).
 */
export function MemberImport({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const [checked, setChecked] = useState<MemberImportAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => (setFile(null), setChecked(null), onClose());

  const template = () =>
    downloadFile(MEMBER_TEMPLATE_PATH, {}, t`members-template.xlsx`).catch(() =>
      toast(t`Template download failed, please maintain the template file first`, 'error'),
    );
  const pick = (f: File | undefined) => {
    setChecked(null);
    if (!f) return setFile(null);
    if (!EXCEL.test(f.name)) {
      void toast(t`Only .xlsx or .xls files can be imported`, 'error');
      return setFile(null);
    }
    setFile(f);
  };
  const run = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await importMembers(file, dryRun);
      if (answer.errors.length) {
        void toast(t`Import failed, the following data is invalid`, 'error');
        return setChecked(answer);
      }
      if (dryRun) return setChecked(answer);
      const count = answer.imported;
      void toast(t`Import succeeded: ${count} members`, 'success');
      onImported();
      close();
    } catch (err) {
      void toast(
        err instanceof Error && err.message ? err.message : t`Upload failed, data format invalid`,
        'error',
      );
    } finally {
      setBusy(false);
    }
  };

  const total = checked?.total ?? 0;
  return (
    <Popup
      visible={open}
      onMaskClick={close}
      bodyStyle={{ padding: 16, maxHeight: '85vh', overflowY: 'auto' }}
    >
      <div data-testid="member-import-dialog">
        <h2>
          <Trans>Import members</Trans>
        </h2>
        <p className="upload-hint">
          <Trans>Fill in the template's Name and Mobile columns, one member a row.</Trans>
        </p>
        <div className="enterprise-actions" style={{ padding: 0 }}>
          <Button size="small" onClick={() => void template()} data-testid="member-template">
            <Trans>Download the template</Trans>
          </Button>
          {/* The file input stays out of sight and of the Tab order; the button opens it. */}
          <Button size="small" onClick={() => chooser.current?.click()}>
            <Trans>Choose an Excel file</Trans>
          </Button>
          <input
            ref={chooser}
            type="file"
            accept=".xlsx,.xls"
            hidden
            data-testid="member-import-file"
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
        {file && <p data-testid="member-import-name">{file.name}</p>}
        {checked && checked.errors.length > 0 && (
          <div data-testid="import-errors">
            <ImportErrorTable rows={checked.errors} className="import-errors" />
          </div>
        )}
        {checked && checked.errors.length === 0 && (
          <p role="status" data-testid="import-checked">
            <Trans>{total} rows checked, no errors. Import them now?</Trans>
          </p>
        )}
        <div className="enterprise-actions" style={{ padding: '12px 0 0' }}>
          {checked && checked.errors.length === 0 ? (
            <Button
              color="primary"
              loading={busy}
              onClick={() => void run(false)}
              data-testid="member-import-run"
            >
              <Trans>Import</Trans>
            </Button>
          ) : (
            <Button
              color="primary"
              loading={busy}
              disabled={!file}
              onClick={() => void run(true)}
              data-testid="member-import-check"
            >
              <Trans>Check the file</Trans>
            </Button>
          )}
          <Button onClick={close}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </div>
    </Popup>
  );
}
