import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceGroup } from '@/components/choice-group';
import { langOf } from '@/components/user-content';
import { useOfficePreview } from '../api/office';
import { officeFormatOf, type OfficeFormat } from '../office/preview-format';
import { SHEET_LIMITS, type SheetTable } from '../office/sheet-table';
import './office-preview.css';

/** One sheet as a table that scrolls inside its box (by keyboard too: the box takes focus). */
function Sheet({ sheet }: { sheet: SheetTable }) {
  const { t } = useLingui();
  const { rows: maxRows, columns: maxColumns } = SHEET_LIMITS;
  const name = sheet.name;
  if (!sheet.rows.length)
    return (
      <p data-testid="preview-sheet-empty">
        <Trans>This sheet is empty.</Trans>
      </p>
    );
  return (
    <>
      <div className="office-sheet" tabIndex={0} role="region" aria-label={t`Sheet ${name}`}>
        <table data-testid="preview-sheet">
          <thead>
            <tr>
              <td />
              {sheet.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody translate="no">
            {sheet.rows.map((row, r) => (
              <tr key={r}>
                <th scope="row">{r + 1}</th>
                {row.map((cell, c) => (
                  <td key={c} lang={langOf(cell)}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(sheet.moreRows || sheet.moreColumns) && (
        <p className="office-note" data-testid="preview-sheet-more">
          <Trans>
            Showing at most the first {maxRows} rows and {maxColumns} columns; download the file to see the
            rest.
          </Trans>
        </p>
      )}
    </>
  );
}

/** A workbook's first sheets, one shown at a time, chosen by its name. */
function Sheets({ sheets }: { sheets: SheetTable[] }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState('0');
  const sheet = sheets[Number(chosen)] ?? sheets[0];
  if (!sheet)
    return (
      <p data-testid="preview-sheet-empty">
        <Trans>This workbook has no sheet to show.</Trans>
      </p>
    );
  return (
    <div className="office-sheets">
      {sheets.length > 1 && (
        <ChoiceGroup
          aria-label={t`Sheets`}
          value={chosen}
          onChange={(v) => v !== undefined && setChosen(v)}
          options={sheets.map((s, i) => ({
            label: (
              <span translate="no" lang={langOf(s.name)}>
                {s.name}
              </span>
            ),
            value: String(i),
          }))}
          data-testid="preview-sheet-tabs"
        />
      )}
      <Sheet sheet={sheet} />
    </div>
  );
}

function Drawn({ url, format }: { url: string; format: OfficeFormat }) {
  const state = useOfficePreview(url, format);
  if (state.status === 'loading')
    return (
      <p role="status">
        <Trans>Loading the preview…</Trans>
      </p>
    );
  if (state.status === 'failed')
    return (
      <p role="alert" data-testid="preview-failed">
        {state.reason === 'unreachable' ? (
          <Trans>The file could not be loaded. Download it to open it.</Trans>
        ) : (
          <Trans>This file cannot be previewed. Download it to open it.</Trans>
        )}
      </p>
    );
  if (state.view.format === 'xlsx') return <Sheets sheets={state.view.sheets} />;
  return (
    <div
      className="office-docx"
      translate="no"
      data-testid="preview-docx"
      // Cleaned by DOMPurify after docx-preview drew it (office/docx-render.ts).
      dangerouslySetInnerHTML={{ __html: state.view.html }}
    />
  );
}

/**
 * A Word (.docx) or Excel (.xlsx) file drawn in the page; any other file says it cannot be previewed (the
 * caller offers the download beside it).
 */
export function OfficePreview({ url, fileName }: { url: string; fileName: string }) {
  const format = officeFormatOf(fileName);
  if (!format)
    return (
      <p role="alert" data-testid="preview-failed">
        <Trans>This file cannot be previewed. Download it to open it.</Trans>
      </p>
    );
  return <Drawn key={`${format} ${url}`} url={url} format={format} />;
}
