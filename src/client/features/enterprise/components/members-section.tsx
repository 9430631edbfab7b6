import { useId, useState, type FormEvent } from 'react';
import { Button, Input, List, Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Member } from '@contract/enterprise';
import { isMobile } from '@/components/mobile-code-fields';
import { FieldErrors } from '@/components/field-errors';
import { confirm, toast } from '@/lib/feedback';
import { fullTime } from '@/lib/format';
import { useOnline } from '@/lib/online';
import { membersQuery, useAddMember, useRefreshMembers, useRemoveMember } from '../api/enterprise';
import { MemberImport } from './member-import';
import { UserContent } from '@/components/user-content';

/** The enterprise's members: who they are, whether they have signed in; add, remove, import by Excel. */
export function MembersSection() {
  const { t } = useLingui();
  const online = useOnline();
  const members = useQuery(membersQuery(''));
  const removeMember = useRemoveMember();
  const refresh = useRefreshMembers();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);

  const remove = async (m: Member) => {
    const who = m.name ?? m.username;
    if (!(await confirm(t`Remove ${who} from your enterprise's members?`, t`Remove member`))) return;
    removeMember.mutate(m.userId, {
      onSuccess: () => void toast(t`Removed`, 'success'),
      onError: (err) => void toast(err.message || t`Removing failed`, 'error'),
    });
  };

  const rows = members.data?.records ?? [];
  return (
    <section className="enterprise-section" data-testid="members">
      <h2>
        <Trans>Members</Trans>
        {members.data && <span className="upload-hint"> ({members.data.total})</span>}
      </h2>
      <div className="enterprise-actions">
        <Button
          size="small"
          color="primary"
          disabled={!online}
          onClick={() => setAdding(true)}
          data-testid="member-add"
        >
          <Trans>Add a member</Trans>
        </Button>
        <Button
          size="small"
          disabled={!online}
          onClick={() => setImporting(true)}
          data-testid="member-import"
        >
          <Trans>Import from Excel</Trans>
        </Button>
        {!online && (
          <span className="upload-hint">
            <Trans>Changing members needs a connection.</Trans>
          </span>
        )}
      </div>
      {members.isPending ? null : rows.length === 0 ? (
        <p className="upload-hint" style={{ padding: '0 12px 12px' }} data-testid="members-empty">
          {members.data ? <Trans>No members yet.</Trans> : <Trans>The members could not be loaded.</Trans>}
        </p>
      ) : (
        <List>
          {rows.map((m) => (
            <List.Item
              key={m.userId}
              data-testid="member-row"
              description={
                <span>
                  {m.phone ?? ''} ·{' '}
                  {m.lastLoginTime ? <LastLogin at={m.lastLoginTime} /> : <Trans>never signed in</Trans>}
                </span>
              }
              extra={
                <Button
                  size="mini"
                  color="danger"
                  fill="outline"
                  disabled={!online}
                  onClick={() => void remove(m)}
                  data-testid="member-remove"
                >
                  <Trans>Remove</Trans>
                </Button>
              }
            >
              <UserContent>{m.name ?? m.username}</UserContent>
            </List.Item>
          ))}
        </List>
      )}
      <AddMember open={adding} onClose={() => setAdding(false)} />
      <MemberImport open={importing} onClose={() => setImporting(false)} onImported={() => void refresh()} />
    </section>
  );
}

function AddMember({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const add = useAddMember();
  const close = () => (setName(''), setPhone(''), setErrors([]), onClose());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: string[] = [];
    if (!name.trim()) found.push(t`Please enter the member's name`);
    if (!isMobile(phone)) found.push(t`Mobile number format error`);
    setErrors(found);
    if (found.length) return;
    add.mutate(
      { name: name.trim(), phone },
      {
        onSuccess: () => (void toast(t`Member added`, 'success'), close()),
        onError: (err) => setErrors([err.message || t`Adding failed`]),
      },
    );
  };
  return (
    <Popup visible={open} onMaskClick={close} bodyStyle={{ padding: 16 }} destroyOnClose>
      <form onSubmit={submit} noValidate className="login-form" data-testid="member-add-form">
        <h2>
          <Trans>Add a member</Trans>
        </h2>
        <label htmlFor={`${id}-n`}>{t`Name`}</label>
        <div className="field" data-testid="member-name">
          <Input id={`${id}-n`} value={name} onChange={setName} maxLength={64} />
        </div>
        <label htmlFor={`${id}-m`}>{t`Mobile number`}</label>
        <div className="field" data-testid="member-phone">
          <Input
            id={`${id}-m`}
            type="tel"
            value={phone}
            onChange={(v) => setPhone(v.replace(/\D/g, '').slice(0, 11))}
          />
        </div>
        <p className="upload-hint">
          <Trans>The member signs in with this mobile number and a texted code.</Trans>
        </p>
        <FieldErrors messages={errors} />
        <div className="enterprise-actions">
          <Button type="submit" color="primary" loading={add.isPending} data-testid="member-add-submit">
            <Trans>Add</Trans>
          </Button>
          <Button onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Popup>
  );
}

function LastLogin({ at }: { at: string }) {
  const when = fullTime(at);
  return <Trans>last signed in {when}</Trans>;
}
