import { useId, useState } from 'react';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EnterpriseHours } from '@contract/certificate-enterprise';
import { EmptyState } from '@/components/empty-state';
import { FreshnessNote, OfflineEmpty } from '@/components/freshness-note';
import { OfflineBanner } from '@/components/offline-banner';
import { NavBar } from '@/components/ui/nav-bar';
import { UserContent } from '@/components/user-content';
import { toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { exportCertificates, hoursQuery } from '../api/certificates';
import { notAnAdmin } from '../api/enterprise';
import { CertificateList } from './certificate-list';
import { PageSkeleton } from './page-skeleton';
import './enterprise.css';

/** The year in China, where certificates are dated. */
const thisYear = () => new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

/**
 * /enterprise/certificates (an enterprise admin): a year's credit hours per member, the members' certificates
 * with a PDF of each, and both as an Excel. Offline it shows what was saved (the years and pages looked at), and
 * says the downloads need the network; someone who administers no approved enterprise is told so.
 */
export function CertificatesPage() {
  const router = useRouter();
  const online = useOnline();
  const [year, setYear] = useState(thisYear);
  const hours = useQuery(hoursQuery(year));
  const header = (
    <>
      <NavBar onBack={() => router.history.back()}>
        <Trans>Member certificates</Trans>
      </NavBar>
      <OfflineBanner />
      <FreshnessNote updatedAt={hours.dataUpdatedAt} />
    </>
  );
  if (awaitingFirstAnswer(hours)) return <PageSkeleton testId="enterprise-certificates-loading" />;
  if (!hours.data)
    return (
      <main className="portal-page" data-testid="enterprise-certificates">
        {header}
        {notAnAdmin(hours.error) ? (
          <EmptyState
            title={<Trans>This page is for the administrators of approved enterprises</Trans>}
            description={hours.error?.message}
            data-testid="certificates-not-admin"
          />
        ) : online ? (
          <EmptyState
            title={<Trans>Could not load the certificates</Trans>}
            description={hours.error?.message}
          />
        ) : (
          <OfflineEmpty />
        )}
      </main>
    );
  return (
    <main className="portal-page" data-testid="enterprise-certificates">
      {header}
      {!online && (
        <div className="pending-note" role="status" data-testid="online-only-note">
          <Trans>Exporting and downloading certificates need the network.</Trans>
        </div>
      )}
      <YearBar year={year} years={hours.data.years} onChange={setYear} />
      <HoursTable hours={hours.data} />
      <CertificateList year={year} />
    </main>
  );
}

/** The year chooser (the years with certificates, and this one) and the year's Excel. */
function YearBar({
  year,
  years,
  onChange,
}: {
  year: number;
  years: number[];
  onChange: (y: number) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const online = useOnline();
  const [exporting, setExporting] = useState(false);
  const choices = [...new Set([thisYear(), year, ...years])].sort((a, b) => b - a);
  const exportExcel = async () => {
    setExporting(true);
    try {
      await exportCertificates(year, t`member-certificates-${year}.xlsx`);
    } catch {
      void toast(navigator.onLine ? t`The export failed` : t`Exporting needs the network`, 'error');
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="enterprise-actions certificates-bar">
      <label htmlFor={id}>
        <Trans>Year</Trans>
      </label>
      <select
        id={id}
        className="select"
        value={year}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        data-testid="certificates-year"
      >
        {choices.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
      <Button
        disabled={!online}
        loading={exporting}
        onClick={() => void exportExcel()}
        data-testid="certificates-export"
      >
        <Trans>Export to Excel</Trans>
      </Button>
    </div>
  );
}

/** Each member's credit hours of the year and how many certificates earned them; a member with none shows 0. */
function HoursTable({ hours }: { hours: EnterpriseHours }) {
  const id = useId();
  const year = hours.year;
  const total = Math.round(hours.members.reduce((sum, m) => sum + m.hours, 0) * 100) / 100;
  return (
    <section className="enterprise-section" aria-labelledby={id} data-testid="certificates-hours">
      <h2 id={id}>
        <Trans>Credit hours in {year}</Trans>
      </h2>
      {hours.members.length === 0 ? (
        <p className="upload-hint certificates-note" data-testid="hours-empty">
          <Trans>Your enterprise has no members yet.</Trans>
        </p>
      ) : (
        <div className="certificates-table-wrap">
          <table className="certificates-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Member</Trans>
                </th>
                <th scope="col" className="number-cell">
                  <Trans>Certificates</Trans>
                </th>
                <th scope="col" className="number-cell">
                  <Trans>Credit hours</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {hours.members.map((m) => (
                <tr key={m.userId} data-testid="hours-row">
                  <th scope="row">
                    <UserContent>{m.name ?? m.username}</UserContent>
                    {m.phone && <div className="certificates-phone">{m.phone}</div>}
                  </th>
                  <td className="number-cell" data-testid="hours-count">
                    {m.certificates}
                  </td>
                  <td className="number-cell" data-testid="hours-sum">
                    {m.hours}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">
                  <Trans>All members</Trans>
                </th>
                <td className="number-cell">{hours.members.reduce((n, m) => n + m.certificates, 0)}</td>
                <td className="number-cell" data-testid="hours-total">
                  {total}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
