import { Button } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/feedback';
import { enrolTemplate } from '../api/records';

const EXCEL = /\.(xlsx|xls)$/i;

/** An Excel of members' mobiles (one .xlsx or .xls, as the import dialog takes), and its template. */
export function ExcelSource({ onFile }: { onFile: (file: File | null) => void }) {
  const { t } = useLingui();
  return (
    <>
      <label className="import-file">
        <span>
          <Trans>Excel file (.xlsx or .xls), one at a time</Trans>
        </span>
        <input
          type="file"
          accept=".xlsx,.xls"
          data-testid="import-file"
          onChange={(e) => {
            const f = e.currentTarget.files?.[0] ?? null;
            if (f && !EXCEL.test(f.name)) {
              void toast(t`Only .xlsx or .xls files can be imported`, 'error');
              e.currentTarget.value = '';
              return onFile(null);
            }
            onFile(f);
          }}
        />
      </label>
      <Button
        size="small"
        onClick={() =>
          void enrolTemplate(t`enrol-members.xlsx`).catch(() =>
            toast(t`Template download failed, please maintain the template file first`, 'error'),
          )
        }
        data-testid="import-template"
      >
        <Trans>Download the template</Trans>
      </Button>
    </>
  );
}
