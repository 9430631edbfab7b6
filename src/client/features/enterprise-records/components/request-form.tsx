import { useState } from 'react';
import { Button, DotLoading, Checkbox, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceProfile } from '@contract/enterprise';
import { EmptyState } from '@/components/empty-state';
import { awaitingFirstAnswer } from '@/lib/query-client';
import { toast } from '@/lib/feedback';
import { fullTime } from '@/lib/format';
import { useOnline } from '@/lib/online';
import { billableQuery, useRequestInvoice } from '../api/invoice';
import { yuan } from './money';
import { LoadFailed } from './shell';
import { langOf } from '@/components/user-content';

/**
 * Requesting an invoice: choose paid sign-ups and a profile (the default one chosen to begin with), see the
 * total, send. Online only.
 */
export function RequestForm({ profiles }: { profiles: InvoiceProfile[] }) {
  const { t } = useLingui();
  const online = useOnline();
  const billable = useQuery(billableQuery());
  const [chosen, setChosen] = useState<string[]>([]);
  const [profileId, setProfileId] = useState<string | undefined>();
  const profile = profileId ?? profiles.find((p) => p.isDefault)?.id ?? profiles[0]?.id;
  const rows = billable.data ?? [];
  const live = chosen.filter((id) => rows.some((r) => r.enrolmentId === id));
  const total = rows.filter((r) => live.includes(r.enrolmentId)).reduce((sum, r) => sum + r.fee, 0);
  const sum = yuan(total);
  const send = useRequestInvoice();

  if (awaitingFirstAnswer(billable)) return <DotLoading className="loading-dots" />;
  if (!billable.data)
    return <LoadFailed title={t`Could not load the paid sign-ups`} error={billable.error} />;
  if (!rows.length)
    return <EmptyState title={t`No paid sign-up waiting for an invoice`} data-testid="billable-empty" />;
  return (
    <div data-testid="request-form">
      <Checkbox.Group value={live} onChange={(v) => setChosen(v as string[])}>
        <List header={t`Paid sign-ups`}>
          {rows.map((r) => (
            <List.Item
              key={r.enrolmentId}
              data-testid="billable-row"
              prefix={
                <Checkbox
                  className="tick-choice"
                  value={r.enrolmentId}
                  aria-label={`${r.courseTitle} ${r.name ?? ''}`}
                />
              }
              description={fullTime(r.createTime)}
              extra={yuan(r.fee)}
            >
              <span translate="no" lang={langOf(r.courseTitle + r.name)}>
                {r.courseTitle} · {r.name}
              </span>
            </List.Item>
          ))}
        </List>
      </Checkbox.Group>
      <label className="records-form">
        <span>
          <Trans>Invoice profile</Trans>
        </span>
        <select
          className="select"
          value={profile ?? ''}
          onChange={(e) => setProfileId(e.currentTarget.value)}
          data-testid="request-profile"
        >
          {profiles.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title} ({p.taxNo})
            </option>
          ))}
        </select>
      </label>
      {!profiles.length && (
        <p className="field-error" role="alert">
          <Trans>Add an invoice profile first.</Trans>
        </p>
      )}
      <div className="records-total" data-testid="request-total">
        <Trans>Total: {sum}</Trans>
      </div>
      <div className="records-actions">
        <Button
          color="primary"
          block
          disabled={!online || !live.length || !profile}
          loading={send.isPending}
          onClick={() => {
            if (profile)
              send.mutate(
                { profileId: profile, enrolmentIds: live },
                { onSuccess: () => (void toast(t`Invoice requested`, 'success'), setChosen([])) },
              );
          }}
          data-testid="request-submit"
        >
          <Trans>Request the invoice</Trans>
        </Button>
      </div>
    </div>
  );
}
