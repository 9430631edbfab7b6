import { useState } from 'react';
import { Button, Input, Space, Tabs } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckinMethod } from '@contract/checkin';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { confirm, toast } from '@/lib/feedback';
import { shortTime } from '@/lib/format';
import { checkinPageQuery, exportCheckins, sessionListQuery, undoCheckin } from '../api/checkin';
import { ArrivalsChart } from './arrivals-chart';
import { useCheckin } from './use-checkin';

/** Console › Training › Check-in: per session, who checked in how and when, conflicts, manual check-in and undo. */
export function CheckinAdminPage({ sessionId }: { sessionId?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const client = useQueryClient();
  const sessions = useQuery(sessionListQuery());
  const accepted = useQuery(checkinPageQuery(sessionId ?? '', 'accepted'));
  const conflicts = useQuery(checkinPageQuery(sessionId ?? '', 'duplicate'));
  const { queue } = useCheckin();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const undo = useMutation({ mutationFn: undoCheckin, onSuccess: () => client.invalidateQueries({ queryKey: ['checkin-page'] }) });
  const methods: Record<CheckinMethod, string> = { session_qr: t`Session QR`, ticket: t`Ticket`, list: t`List`, manual: t`Manual` };
  const rows = (accepted.data?.records ?? []).filter((r) => r.reason !== 'undone');
  const acceptedOf = (enrolmentId: string | null) => rows.find((r) => r.enrolmentId === enrolmentId);

  return (
    <section className="console-page" data-testid="checkin-admin">
      <div className="console-toolbar">
        <select className="field select" value={sessionId ?? ''} onChange={(e) => void navigate({ to: '/admin/edu/checkin', search: e.target.value ? { sessionId: e.target.value } : {} })} aria-label={t`Session`} data-testid="checkin-session">
          <option value="">{t`Choose a session`}</option>
          {sessions.data?.map((s) => (
            <option key={s.id} value={s.id}>
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
            <Button size="small" onClick={() => void exportCheckins(sessionId, t`check-ins.xlsx`).catch(() => toast(t`Export failed`, 'error'))} data-testid="export-checkins">
              <Trans>Export to Excel</Trans>
            </Button>
          </Space>
        )}
      </div>
      {sessionId && (
        <Tabs defaultActiveKey="in">
          <Tabs.Tab title={t`Checked in (${rows.length})`} key="in">
            <table className="data-table">
              <thead>
                <tr>
                  <th>{t`Name`}</th>
                  <th>{t`Mobile`}</th>
                  <th>{t`Method`}</th>
                  <th>{t`Time`}</th>
                  <th>{t`Device`}</th>
                  <th>{t`Signature`}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} data-testid="checkin-row">
                    <td>{r.name}</td>
                    <td>{r.mobile}</td>
                    <td>{methods[r.method]}</td>
                    <td>{r.serverTime}</td>
                    <td title={r.deviceId}>{r.deviceId.slice(0, 8)}</td>
                    <td>{r.signatureUrl && <img src={r.signatureUrl} alt={t`Signature of ${r.name ?? ''}`} className="signature-thumb" />}</td>
                    <td>
                      <Auth value={PERMISSIONS.checkinManage}>
                        <Button
                          size="mini"
                          fill="none"
                          color="danger"
                          onClick={async () => {
                            if (await confirm(t`Undo this check-in?`)) undo.mutate(r.id);
                          }}
                        >
                          <Trans>Undo</Trans>
                        </Button>
                      </Auth>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ArrivalsChart rows={rows} />
          </Tabs.Tab>
          <Tabs.Tab title={t`Conflicts (${conflicts.data?.records.length ?? 0})`} key="conflicts">
            <p className="hint">
              <Trans>The same person checked in on two devices; the first one counts.</Trans>
            </p>
            <table className="data-table">
              <thead>
                <tr>
                  <th>{t`Name`}</th>
                  <th>{t`First: device and time`}</th>
                  <th>{t`Later: device and time`}</th>
                </tr>
              </thead>
              <tbody>
                {conflicts.data?.records.map((r) => {
                  const first = acceptedOf(r.enrolmentId);
                  return (
                    <tr key={r.id} data-testid="conflict-row">
                      <td>{r.name}</td>
                      <td>{first ? `${first.deviceId.slice(0, 8)} · ${first.deviceTime ?? ''}` : '—'}</td>
                      <td>{`${r.deviceId.slice(0, 8)} · ${r.deviceTime ?? ''}`}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </Tabs.Tab>
          <Tabs.Tab title={t`Manual check-in`} key="manual">
            <Auth value={PERMISSIONS.checkinManage}>
              <Space direction="vertical">
                <Input placeholder={t`Name`} value={name} onChange={setName} />
                <Input placeholder={t`Mobile number`} value={mobile} onChange={setMobile} />
                <Button
                  color="primary"
                  onClick={() => {
                    queue({ method: 'manual', sessionId, name: name.trim(), mobile: mobile.trim(), label: name.trim() });
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
