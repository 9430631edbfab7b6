import { useId, useState, type FormEvent } from 'react';
import { Button, Input, List } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Enterprise, EnterpriseUpdate } from '@contract/enterprise';
import { isMobile } from '@/components/mobile-code-fields';
import { FieldErrors } from '@/components/field-errors';
import type { UploadedValue } from '@/components/uploads/upload-queue';
import { downloadFile } from '@/lib/download';
import { confirm, toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import { getTenantId } from '@/lib/storage';
import { useUpdateMine } from '../api/enterprise';
import { creditCodeIssue, typedCreditCode } from './credit-code';
import { LicenceField } from './licence-field';
import type { EnterpriseIssue } from './register-rules';
import { useIssueTexts } from './texts';
import { UserContent } from '@/components/user-content';

type Draft = Required<Omit<EnterpriseUpdate, 'licenceFile'>>;
const draftOf = (e: Enterprise): Draft => ({
  name: e.name,
  creditCode: e.creditCode,
  contactName: e.contactName,
  contactPhone: e.contactPhone,
  address: e.address,
});

/** What the edit must fix first (the registration's rules for the same fields). */
function editIssues(d: Draft): EnterpriseIssue[] {
  const issues: EnterpriseIssue[] = [];
  if (!d.name.trim()) issues.push('nameRequired');
  const code = creditCodeIssue(d.creditCode);
  if (!d.creditCode) issues.push('creditCodeRequired');
  else if (code === 'format') issues.push('creditCodeFormat');
  else if (code === 'check') issues.push('creditCodeCheck');
  if (!d.contactName.trim()) issues.push('contactNameRequired');
  if (!isMobile(d.contactPhone)) issues.push('phoneFormat');
  return issues;
}

/**
 * The enterprise's details, read, then edited in place. A new name or credit code sends an approved enterprise
 * back to review, so saving one asks first; a rejected enterprise's save is its resubmission.
 */
export function EnterpriseForm({ enterprise }: { enterprise: Enterprise }) {
  const { t } = useLingui();
  const id = useId();
  const online = useOnline();
  const texts = useIssueTexts();
  const [editing, setEditing] = useState(enterprise.status === 'rejected');
  const [draft, setDraft] = useState(() => draftOf(enterprise));
  const [licence, setLicence] = useState<UploadedValue | null>(null);
  const [errors, setErrors] = useState<EnterpriseIssue[]>([]);
  const update = useUpdateMine();
  const set = (key: keyof Draft) => (v: string) => setDraft((d) => ({ ...d, [key]: v }));
  const rejected = enterprise.status === 'rejected';

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const found = editIssues(draft);
    setErrors(found);
    if (found.length) return;
    const body: EnterpriseUpdate = {
      ...draft,
      name: draft.name.trim(),
      contactName: draft.contactName.trim(),
    };
    if (licence?.fileName) body.licenceFile = licence.fileName;
    const reReview = body.name !== enterprise.name || body.creditCode !== enterprise.creditCode;
    if (enterprise.status === 'approved' && reReview) {
      const ok = await confirm(
        t`A new company name or credit code sends your enterprise back to review until staff approve it again. Save?`,
        t`Back to review`,
      );
      if (!ok) return;
    }
    update.mutate(body, {
      onSuccess: () => {
        void toast(rejected ? t`Resubmitted for review` : t`Saved`, 'success');
        setEditing(false);
        setLicence(null);
      },
      onError: (err) => void toast(err.message || t`Saving failed`, 'error'),
    });
  };

  const viewLicence = () =>
    downloadFile('edu/enterprise/licence', { id: enterprise.id }, enterprise.licenceFile).catch(() =>
      toast(t`The licence could not be downloaded`, 'error'),
    );

  if (!editing)
    return (
      <List header={<Trans context="enterprise profile">Details</Trans>} data-testid="enterprise-details">
        <List.Item extra={<UserContent>{enterprise.name}</UserContent>}>{t`Company name`}</List.Item>
        <List.Item extra={<UserContent>{enterprise.creditCode}</UserContent>}>
          {t`Unified social credit code`}
        </List.Item>
        <List.Item extra={<UserContent>{enterprise.contactName}</UserContent>}>{t`Contact name`}</List.Item>
        <List.Item extra={enterprise.contactPhone}>{t`Contact mobile`}</List.Item>
        <List.Item extra={<UserContent>{enterprise.address || '—'}</UserContent>}>{t`Address`}</List.Item>
        <List.Item onClick={online ? () => void viewLicence() : undefined} arrowIcon={online}>
          {t`Business licence`}
        </List.Item>
        <List.Item>
          <Button
            size="small"
            disabled={!online}
            onClick={() => (setDraft(draftOf(enterprise)), setEditing(true))}
            data-testid="enterprise-edit"
          >
            <Trans>Edit</Trans>
          </Button>
          {!online && (
            <span className="upload-hint">
              {' '}
              <Trans>Editing needs a connection.</Trans>
            </span>
          )}
        </List.Item>
      </List>
    );

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="login-form" data-testid="enterprise-edit-form">
      <label htmlFor={`${id}-n`}>{t`Company name`}</label>
      <div className="field" data-testid="edit-name">
        <Input id={`${id}-n`} value={draft.name} onChange={set('name')} maxLength={128} />
      </div>
      <label htmlFor={`${id}-cc`}>{t`Unified social credit code`}</label>
      <div className="field" data-testid="edit-credit-code">
        <Input
          id={`${id}-cc`}
          value={draft.creditCode}
          onChange={(v) => set('creditCode')(typedCreditCode(v))}
        />
      </div>
      <p className="upload-hint">
        <Trans>A new company name or credit code sends the enterprise back to review.</Trans>
      </p>
      <label htmlFor={`${id}-cn`}>{t`Contact name`}</label>
      <div className="field" data-testid="edit-contact-name">
        <Input id={`${id}-cn`} value={draft.contactName} onChange={set('contactName')} maxLength={64} />
      </div>
      <label htmlFor={`${id}-cp`}>{t`Contact mobile`}</label>
      <div className="field" data-testid="edit-contact-phone">
        <Input
          id={`${id}-cp`}
          type="tel"
          value={draft.contactPhone}
          onChange={(v) => set('contactPhone')(v.replace(/\D/g, '').slice(0, 11))}
        />
      </div>
      <label htmlFor={`${id}-a`}>{t`Address`}</label>
      <div className="field" data-testid="edit-address">
        <Input id={`${id}-a`} value={draft.address} onChange={set('address')} maxLength={255} />
      </div>
      <label htmlFor={`${id}-lic`}>{t`A new business licence (optional)`}</label>
      <LicenceField id={`${id}-lic`} tenantId={getTenantId()} value={licence} onChange={setLicence} />
      <FieldErrors messages={errors.map((i) => texts[i])} />
      <div className="enterprise-actions">
        <Button
          type="submit"
          color="primary"
          loading={update.isPending}
          disabled={!online}
          data-testid="enterprise-save"
        >
          {rejected ? <Trans>Resubmit for review</Trans> : <Trans>Save</Trans>}
        </Button>
        {!rejected && (
          <Button onClick={() => (setEditing(false), setErrors([]))}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
