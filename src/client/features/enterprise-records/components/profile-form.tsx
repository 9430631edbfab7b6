import { useId, useState, type FormEvent } from 'react';
import { Button, Input, Checkbox } from 'antd-mobile';
import { inputAria } from '@/lib/input-aria';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceProfile } from '@contract/enterprise';
import {
  INVOICE_MAX,
  invoiceProfileIssues,
  type InvoiceField,
  type InvoiceIssueKey,
  type InvoiceType,
} from '@contract/enterprise-rules';
import { ChoiceGroup } from '@/components/choice-group';
import { toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import { useSaveProfile } from '../api/invoice';

type Draft = Omit<InvoiceProfile, 'id' | 'updateTime'>;
type Field = InvoiceField | 'email';
const EMPTY: Draft = {
  type: 'normal',
  title: '',
  taxNo: '',
  bank: '',
  account: '',
  address: '',
  phone: '',
  email: '',
  isDefault: false,
};
const COMMON: Field[] = ['title', 'taxNo'];
const SPECIAL: Field[] = ['bank', 'account', 'address', 'phone'];
const MAX: Record<Field, number> = { ...INVOICE_MAX, taxNo: 20 };

/**
 * An invoice profile, checked as typed with the server's own rules (invoiceProfileIssues): a title and a taxpayer
 * number always, and for a special VAT invoice bank, account, registered address and phone. Online only.
 */
export function ProfileForm({ profile, onSaved }: { profile: InvoiceProfile | null; onSaved: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const online = useOnline();
  const [draft, setDraft] = useState<Draft>(profile ?? EMPTY);
  const [touched, setTouched] = useState<Set<Field>>(new Set());
  const [tried, setTried] = useState(false);
  const save = useSaveProfile();
  const labels: Record<Field, string> = {
    title: t`Invoice title`,
    taxNo: t`Taxpayer number`,
    bank: t`Bank`,
    account: t`Bank account`,
    address: t`Registered address`,
    phone: t`Registered phone`,
    email: t`Email for the e-invoice`,
  };
  const messages: Record<InvoiceIssueKey, string> = {
    nonBlank: t`Please enter non-space information`,
    taxNo: t`Enter a unified social credit code, or 15, 17 or 20 capital letters and digits`,
  };
  const issues = invoiceProfileIssues(draft);
  const errorOf = (f: Field) => {
    const issue = issues.find((i) => i.field === f);
    // The taxpayer number is judged as it is typed; the others once left or on saving.
    const shown = tried || touched.has(f) || (f === 'taxNo' && draft.taxNo !== '');
    return issue && shown ? messages[issue.key] : undefined;
  };
  const fields =
    draft.type === 'special' ? [...COMMON, ...SPECIAL, 'email' as const] : [...COMMON, 'email' as const];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (issues.length) return;
    // A refusal: the server's message is already shown.
    save.mutate(
      { ...draft, id: profile?.id },
      { onSuccess: () => (void toast(t`Saved`, 'success'), onSaved()) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="records-form" data-testid="profile-form">
      <ChoiceGroup<InvoiceType>
        aria-label={t`Invoice type`}
        columns={2}
        value={draft.type}
        onChange={(type) => type && setDraft({ ...draft, type })}
        options={[
          { label: t`Ordinary invoice`, value: 'normal' },
          { label: t`Special VAT invoice`, value: 'special' },
        ]}
        data-testid="profile-type"
      />
      {fields.map((f) => {
        const error = errorOf(f);
        return (
          <div key={f} className="settings-field">
            <label htmlFor={`${id}-${f}`}>{labels[f]}</label>
            <div className="field" data-testid={`profile-${f}`}>
              <Input
                id={`${id}-${f}`}
                value={draft[f]}
                onChange={(v) => setDraft({ ...draft, [f]: f === 'taxNo' ? v.toUpperCase() : v })}
                onBlur={() => setTouched(new Set(touched).add(f))}
                maxLength={MAX[f]}
                type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
                ref={inputAria({ invalid: !!error, describedBy: error ? `${id}-${f}-error` : undefined })}
              />
            </div>
            {error && (
              <p
                className="field-error"
                id={`${id}-${f}-error`}
                role="alert"
                data-testid={`profile-${f}-error`}
              >
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Checkbox
        className="tick-choice"
        checked={draft.isDefault}
        onChange={(isDefault) => setDraft({ ...draft, isDefault })}
        data-testid="profile-default"
      >
        <Trans>Use as the default</Trans>
      </Checkbox>
      <Button
        type="submit"
        color="primary"
        block
        loading={save.isPending}
        disabled={!online}
        data-testid="profile-save"
      >
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
