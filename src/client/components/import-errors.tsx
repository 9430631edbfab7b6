import { Space, Tag } from 'antd-mobile';
import { Trans } from '@lingui/react/macro';
import type { ImportError } from '@contract/envelope';

/**
 * An import's bad rows as the import dialog shows them: "import failed, the following data is invalid",
 * then each sheet line with its errors. One table for the console's import dialog and the enterprise's member
 * import and bulk enrolment; its messages are in each of those parts' catalogs (build/catalogs.ts).
 */
export function ImportErrorTable({
  rows,
  className = 'data-table',
  alertClassName,
}: {
  rows: readonly ImportError[];
  className?: string;
  alertClassName?: string;
}) {
  return (
    <>
      <p role="alert" className={alertClassName}>
        <Trans>Import failed, the following data is invalid</Trans>
      </p>
      <table className={className}>
        <thead>
          <tr>
            <th>
              <Trans>Line</Trans>
            </th>
            <th>
              <Trans>Errors</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.lineNum} data-testid="import-error-row">
              <td>{r.lineNum}</td>
              <td>
                <Space wrap>
                  {r.errors.map((e) => (
                    <Tag key={e} color="danger">
                      {e}
                    </Tag>
                  ))}
                </Space>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
