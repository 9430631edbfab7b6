import { Trans } from '@lingui/react/macro';
import type { EnterpriseEnrolAnswer } from '@contract/enterprise';
import type { ImportError } from '@contract/envelope';
import { ImportErrorTable } from '@/components/import-errors';
import { UserContent } from '@/components/user-content';
import { EnrolmentStatusTag } from './shell';

/** The row errors, as the import dialog shows them: "import failed, the following data is invalid". */
export function EnrolErrors({ rows }: { rows: ImportError[] }) {
  return (
    <div data-testid="import-errors">
      <ImportErrorTable rows={rows} className="records-table" alertClassName="field-error" />
    </div>
  );
}

/** What each row would become (a dry run) or became: approved, waiting for approval or on the waiting list. */
export function EnrolOutcomes({ answer }: { answer: EnterpriseEnrolAnswer }) {
  return (
    <div data-testid={answer.dryRun ? 'enrol-preview' : 'enrol-done'}>
      <p>
        {answer.dryRun ? (
          <Trans>Nothing is enrolled yet. Each member would become:</Trans>
        ) : (
          <Trans>Enrolled:</Trans>
        )}
      </p>
      <table className="records-table">
        <thead>
          <tr>
            <th>
              <Trans>Line</Trans>
            </th>
            <th>
              <Trans>Member</Trans>
            </th>
            <th>
              <Trans>Status</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.enrolled.map((r) => (
            <tr key={r.lineNum} data-testid="enrol-outcome-row">
              <td>{r.lineNum}</td>
              <td>
                <UserContent>{r.name ?? r.userId}</UserContent>
              </td>
              <td>
                <EnrolmentStatusTag status={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
