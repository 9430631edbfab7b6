import { idOf } from '@contract/constants';
import { useState } from 'react';
import { Button, Input, Space, Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Checkin, CheckinMethod } from '@contract/checkin';
import { useAdmitReasons } from '../desk/admit-reasons';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable } from '@/components/data-table';
import { toast } from '@/lib/feedback';
import { shortTime } from '@/lib/format';
import { usePagedTable } from '@/lib/use-paged-table';
import { checkinPageQuery, exportCheckins, sessionListQuery, useUndoCheckin } from '../api/checkin-admin';
import { ArrivalsChart } from './arrivals-chart';
import { RejectedScans } from './rejected-scans';
import { useCheckin } from './use-checkin';

/** A session id as the address may carry it (`?sessionId=`); anything else is no session. */

/** Console › Training › Check-in: per session, who checked in how and when, conflicts, manual check-in and undo. */
export function CheckinAdminPage() {
  const { t } = useLingui();
  const sessionId = idOf(usePagedTable<{ sessionId: string }>().filter.sessionId);
  const navigate = useNavigate();
  const sessions = useQuery(sessionListQuery());
  const accepted = useQuery(checkinPageQuery(sessionId ?? '', 'accepted'));
  const conflicts = useQuery(checkinPageQuery(sessionId ?? '', 'conflicts'));
  const refused = useQuery(checkinPageQuery(sessionId ?? '', 'refused'));
  const { queue } = useCheckin();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const undo = useUndoCheckin();
  const methods: Record<CheckinMethod, string> = {
    session_qr: t`Session QR`,
    ticket: t`Ticket`,
    list: t`List`,
    manual: t`Manual`,
  };
  const admit = useAdmitReasons();
  /** The method, and why a list check-in let the person in without their ticket. */
  const howOf = (r: Checkin) =>
    r.admitReason ? `${methods[r.method]} · ${admit.text(r.admitReason)}` : methods[r.method];
  const rows = (accepted.data?.records ?? []).filter((r) => !r.undone);
  const acceptedOf = (enrolmentId: string | null) => rows.find((r) => r.enrolmentId === enrolmentId);

  return (
    <section className="console-page" data-testid="checkin-admin">
      <div className="console-toolbar">
        <select
          className="field select"
          value={sessionId ?? ''}
          onChange={(e) =>
            void navigate({
              to: '/admin/edu/checkin',
              search: e.target.value ? { sessionId: e.target.value } : {},
            })
          }
          aria-label={t`Session`}
          data-testid="checkin-session"
        >
          <option value="">{t`Choose a session`}</option>
          {sessions.data?.map((s) => (
            <option key={s.id} value={s.id} translate="no">
              {s.courseTitle} · {s.title} · {shortTime(s.startAt)}
            </option>
          ))}
        </select>
        {sessionId && (
          <Space wrap>
            <Link to="/admin/edu/checkinQr" search={{ sessionId }}>
              <Trans>Check-in QR</Trans>
            </Link>
            <Link to="/sign/home" search={{ sessionId }}>
              <Trans>Scan tickets</Trans>
            </Link>
            <Link to="/sign/list" search={{ sessionId }}>
              <Trans>List</Trans>
            </Link>
            <Auth value={PERMISSIONS.checkinExport}>
              <Button
                size="small"
                onClick={() =>
                  void exportCheckins(sessionId, t`check-ins.xlsx`).catch(() =>
                    toast(t`Export failed`, 'error'),
                  )
                }
                data-testid="export-checkins"
              >
                <Trans>Export to Excel</Trans>
              </Button>
            </Auth>
          </Space>
        )}
      </div>
      {sessionId && (
        <Tabs className="tabs" defaultActiveKey="in">
          <Tabs.Tab title={t`Checked in (${rows.length})`} key="in">
            <DataTable
              name="checkins"
              label={t`Checked in`}
              numberFrom={1}
              rows={rows}
              rowKey={(r) => r.id}
              rowTestId="checkin-row"
              expand={(r) => (
                <dl className="grid-detail-list" data-testid="checkin-details">
                  <dt>{t`Device`}</dt>
                  <dd translate="no">{r.deviceId}</dd>
                  <dt>{t`Time on the device`}</dt>
                  <dd>{r.deviceTime ?? '—'}</dd>
                  <dt>{t`Time on the server`}</dt>
                  <dd>{r.serverTime ?? '—'}</dd>
                  <dt>{t`Method`}</dt>
                  <dd>{howOf(r)}</dd>
                  <dt>{t`Signature`}</dt>
                  <dd>
                    {r.signatureUrl ? (
                      <img
                        src={r.signatureUrl}
                        alt={t`Signature of ${r.name ?? ''}`}
                        className="signature-large"
                      />
                    ) : (
                      t`None`
                    )}
                  </dd>
                </dl>
              )}
              columns={[
                { key: 'name', title: t`Name`, render: (r) => r.name, userContent: true },
                { key: 'mobile', title: t`Mobile`, render: (r) => r.mobile },
                { key: 'method', title: t`Method`, render: howOf },
                { key: 'time', title: t`Time`, render: (r) => r.serverTime },
                {
                  key: 'device',
                  title: t`Device`,
                  render: (r) => r.deviceId.slice(0, 8),
                  hint: (r) => r.deviceId,
                  userContent: true,
                },
                {
                  key: 'signature',
                  title: t`Signature`,
                  render: (r) =>
                    r.signatureUrl && (
                      <img
                        src={r.signatureUrl}
                        alt={t`Signature of ${r.name ?? ''}`}
                        className="signature-thumb"
                      />
                    ),
                },
                {
                  key: 'actions',
                  render: (r) => (
                    <Auth value={PERMISSIONS.checkinUndo}>
                      <ConfirmButton question={t`Undo this check-in?`} onConfirm={() => undo.mutate(r.id)}>
                        <Trans>Undo</Trans>
                      </ConfirmButton>
                    </Auth>
                  ),
                },
              ]}
            />
            <ArrivalsChart sessionId={sessionId} />
          </Tabs.Tab>
          <Tabs.Tab title={t`Conflicts (${conflicts.data?.records.length ?? 0})`} key="conflicts">
            <p className="hint">
              <Trans>
                People checked in again from another device than the one that checked them in; the first
                check-in counts. A repeat scan on the same device is not a conflict.
              </Trans>
            </p>
            <DataTable
              name="checkin-conflicts"
              label={t`Conflicts`}
              numberFrom={1}
              rows={conflicts.data?.records ?? []}
              rowKey={(r) => r.id}
              rowTestId="conflict-row"
              columns={[
                { key: 'name', title: t`Name`, render: (r) => r.name, userContent: true },
                {
                  key: 'first',
                  title: t`First: device and time`,
                  render: (r) => {
                    const first = acceptedOf(r.enrolmentId);
                    return first ? `${first.deviceId.slice(0, 8)} · ${first.deviceTime ?? ''}` : '—';
                  },
                },
                {
                  key: 'later',
                  title: t`Later: device and time`,
                  render: (r) => `${r.deviceId.slice(0, 8)} · ${r.deviceTime ?? ''}`,
                },
              ]}
            />
          </Tabs.Tab>
          <Tabs.Tab title={t`Rejected scans (${refused.data?.records.length ?? 0})`} key="refused">
            <RejectedScans sessionId={sessionId} rows={refused.data?.records ?? []} />
          </Tabs.Tab>
          <Tabs.Tab title={t`Manual check-in`} key="manual">
            <Auth value={PERMISSIONS.checkinManage}>
              <Space direction="vertical">
                <Input placeholder={t`Name`} value={name} onChange={setName} />
                <Input placeholder={t`Mobile number`} value={mobile} onChange={setMobile} />
                <Button
                  color="primary"
                  onClick={() => {
                    queue({
                      method: 'manual',
                      sessionId,
                      name: name.trim(),
                      mobile: mobile.trim(),
                      label: name.trim(),
                    });
                    setName('');
                    setMobile('');
                    void toast(t`Saved, will sync`, 'success');
                  }}
                >
                  <Trans>Check in</Trans>
                </Button>
              </Space>
            </Auth>
          </Tabs.Tab>
        </Tabs>
      )}
    </section>
  );
}
