import { useState } from 'react';
import { Button } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Checkin } from '@contract/checkin';
import { CHECKIN_REASONS, type CheckinReason } from '@contract/checkin-rules';
import { DataTable } from '@/components/data-table';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { toast } from '@/lib/feedback';
import { exportCheckins } from '../api/checkin-admin';
import { useReasonText } from './reason-text';

const isReason = (v: string): v is CheckinReason => (CHECKIN_REASONS as readonly string[]).includes(v);

/**
 * The log of rejected scans of a session: every refusal (at a desk, offline included, or on an attendee's phone)
 * and every repeat, with its reason in words, the device and the time; filtered by reason and by device here,
 * exported to Excel as filtered.
 */
export function RejectedScans({ sessionId, rows }: { sessionId: string; rows: readonly Checkin[] }) {
  const { t } = useLingui();
  const reasonText = useReasonText({ not_inside: t`Not inside: not checked in, or already left` });
  const [reason, setReason] = useState<CheckinReason | ''>('');
  const [device, setDevice] = useState('');
  const devices = [...new Set(rows.map((r) => r.deviceId))].sort();
  const reasons = CHECKIN_REASONS.filter((r) => rows.some((row) => row.reason === r));
  const shown = rows.filter((r) => (!reason || r.reason === reason) && (!device || r.deviceId === device));
  const filter = { refused: 'true' as const, reason: reason || undefined, deviceId: device || undefined };
  return (
    <>
      <div className="console-toolbar">
        <select
          className="field select"
          value={reason}
          onChange={(e) => setReason(isReason(e.target.value) ? e.target.value : '')}
          aria-label={t`Reason`}
          data-testid="refused-reason"
        >
          <option value="">{t`Every reason`}</option>
          {reasons.map((r) => (
            <option key={r} value={r}>
              {reasonText(r)}
            </option>
          ))}
        </select>
        <select
          className="field select"
          value={device}
          onChange={(e) => setDevice(e.target.value)}
          aria-label={t`Device`}
          data-testid="refused-device"
        >
          <option value="">{t`Every device`}</option>
          {devices.map((d) => (
            <option key={d} value={d} translate="no">
              {d}
            </option>
          ))}
        </select>
        <Auth value={PERMISSIONS.checkinExport}>
          <Button
            size="small"
            onClick={() =>
              void exportCheckins(sessionId, t`rejected-scans.xlsx`, filter).catch(() =>
                toast(t`Export failed`, 'error'),
              )
            }
            data-testid="export-refused"
          >
            <Trans>Export to Excel</Trans>
          </Button>
        </Auth>
      </div>
      <DataTable
        name="checkin-refused"
        label={t`Rejected scans`}
        numberFrom={1}
        rows={shown}
        rowKey={(r) => r.id}
        rowTestId="refused-row"
        columns={[
          { key: 'name', title: t`Name`, render: (r) => r.name ?? '—', userContent: true },
          {
            key: 'reason',
            title: t`Reason`,
            render: (r) =>
              r.conflict ? `${reasonText(r.reason)} · ${t`another desk was first`}` : reasonText(r.reason),
          },
          {
            key: 'device',
            title: t`Device`,
            render: (r) => r.deviceId.slice(0, 8),
            hint: (r) => r.deviceId,
            userContent: true,
          },
          { key: 'deviceTime', title: t`Time on the device`, render: (r) => r.deviceTime },
          { key: 'serverTime', title: t`Time on the server`, render: (r) => r.serverTime },
        ]}
      />
    </>
  );
}
