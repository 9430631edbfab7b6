import { Button, Input } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { NavBar } from '@/components/ui/nav-bar';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CREDIT_CODE_CHARSET, CREDIT_CODE_LENGTH } from '@contract/enterprise-rules';
import { USERNAME_MAX } from '@contract/constants';
import { FieldErrors } from '@/components/field-errors';
import { MobileCodeFields } from '@/components/mobile-code-fields';
import { OfflineBanner } from '@/components/offline-banner';
import { ResultPage } from '@/components/result-page';
import { StrengthMeter } from '@/components/strength-meter';
import type { UploadedValue } from '@/components/uploads/upload-queue';
import { useOnline } from '@/lib/online';
import { sendSmsCode } from '@/lib/sign-up';
import { getTenantId } from '@/lib/storage';
import { registerEnterprise } from '../api/enterprise';
import { creditCodeIssue, typedCreditCode } from './credit-code';
import { LicenceField } from './licence-field';
import { enterpriseRegisterIssues, type EnterpriseIssue, type RegisterForm } from './register-rules';
import { useIssueTexts } from './texts';
import { FormField, PasswordField } from '@/components/form-field';

const EMPTY: Omit<RegisterForm, 'licenceFile'> = {
  name: '',
  creditCode: '',
  contactName: '',
  contactPhone: '',
  code: '',
  address: '',
  username: '',
  password: '',
  confirm: '',
  terms: false,
};

/**
 * /enterprise/register (public, phone first): the company, its credit code checked as typed, the
 * contact with an SMS code, the business licence, and the admin's account. It then waits for staff's review.
 */
export function EnterpriseRegisterPage() {
  const { t } = useLingui();
  const router = useRouter();
  const id = useId();
  const online = useOnline();
  const tenantId = getTenantId();
  const [form, setForm] = useState(EMPTY);
  const [licence, setLicence] = useState<UploadedValue | null>(null);
  const [errors, setErrors] = useState<EnterpriseIssue[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const texts = useIssueTexts();
  const set =
    <K extends keyof typeof EMPTY>(key: K) =>
    (value: (typeof EMPTY)[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const codeIssue = creditCodeIssue(form.creditCode);
  // A wrong shape is said once the code is whole, or at once for a character no code has.
  const codeShapeShown =
    form.creditCode.length === CREDIT_CODE_LENGTH ||
    [...form.creditCode].some((c) => !CREDIT_CODE_CHARSET.includes(c));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = enterpriseRegisterIssues({ ...form, licenceFile: licence?.fileName ?? '' });
    setErrors(found);
    setServerError(null);
    if (found.length) return;
    setSubmitting(true);
    try {
      const { confirm: _confirm, terms: _terms, address, ...rest } = form;
      const answer = await registerEnterprise(
        {
          ...rest,
          name: rest.name.trim(),
          contactName: rest.contactName.trim(),
          username: rest.username.trim(),
          licenceFile: licence?.fileName ?? '',
          ...(address.trim() ? { address: address.trim() } : {}),
        },
        tenantId,
      );
      setDone(answer.username);
    } catch (err) {
      setServerError(err instanceof Error && err.message ? err.message : t`Registration failed`);
    } finally {
      setSubmitting(false);
    }
  };

  if (done !== null)
    return (
      <div className="portal-page" data-testid="enterprise-registered">
        <ResultPage
          testId="enterprise-registered-result"
          title={<Trans>Registration submitted</Trans>}
          description={
            <Trans>
              Your enterprise is waiting for review. You can log in as {done} now and see the review state on
              the enterprise page.
            </Trans>
          }
        />
        <p style={{ textAlign: 'center' }}>
          <Link to="/login" search={{ redirect: '/enterprise/info' }} data-testid="enterprise-login-link">
            <Trans>Log in</Trans>
          </Link>
        </p>
      </div>
    );

  return (
    <main className="portal-page" data-testid="enterprise-register">
      <NavBar onBack={() => router.history.back()}>
        <Trans>Enterprise registration</Trans>
      </NavBar>
      <OfflineBanner />
      <form onSubmit={(e) => void submit(e)} noValidate className="login-form" data-testid="enterprise-form">
        <FormField id={`${id}-n`} label={t`Company name`} testId="ent-name">
          <Input id={`${id}-n`} value={form.name} onChange={set('name')} maxLength={128} clearable />
        </FormField>
        <FormField id={`${id}-cc`} label={t`Unified social credit code`} testId="ent-credit-code">
          <Input
            id={`${id}-cc`}
            value={form.creditCode}
            onChange={(v) => set('creditCode')(typedCreditCode(v))}
            placeholder={t`18 characters`}
            autoComplete="off"
            clearable
          />
        </FormField>
        {codeIssue === 'check' ? (
          <p className="field-error" data-testid="credit-code-issue">
            {texts.creditCodeCheck}
          </p>
        ) : codeIssue === 'format' && codeShapeShown ? (
          <p className="field-error" data-testid="credit-code-issue">
            {texts.creditCodeFormat}
          </p>
        ) : null}
        <FormField id={`${id}-cn`} label={t`Contact name`} testId="ent-contact-name">
          <Input id={`${id}-cn`} value={form.contactName} onChange={set('contactName')} maxLength={64} />
        </FormField>
        <MobileCodeFields
          phone={form.contactPhone}
          onPhone={set('contactPhone')}
          code={form.code}
          onCode={set('code')}
          sendCode={(mobile) => sendSmsCode(mobile, false, tenantId)}
          mobileLabel={t`Contact mobile`}
          testId="ent"
        />
        <label htmlFor={`${id}-lic`}>{t`Business licence`}</label>
        <LicenceField
          id={`${id}-lic`}
          tenantId={tenantId}
          value={licence}
          onChange={setLicence}
          disabled={!online}
        />
        <FormField id={`${id}-a`} label={t`Address (optional)`} testId="ent-address">
          <Input id={`${id}-a`} value={form.address} onChange={set('address')} maxLength={255} />
        </FormField>
        <FormField id={`${id}-u`} label={t`Administrator's username`} testId="ent-username">
          <Input
            id={`${id}-u`}
            value={form.username}
            onChange={set('username')}
            placeholder={t`5 to 20 characters`}
            maxLength={USERNAME_MAX}
            autoComplete="username"
          />
        </FormField>
        <PasswordField
          id={`${id}-p`}
          label={t`Password`}
          testId="ent-password"
          value={form.password}
          onChange={set('password')}
          placeholder={t`6 to 20 characters`}
          autoComplete="new-password"
        />
        <StrengthMeter password={form.password} />
        <PasswordField
          id={`${id}-p2`}
          label={t`Confirm password`}
          testId="ent-confirm"
          value={form.confirm}
          onChange={set('confirm')}
          autoComplete="new-password"
        />
        <div className="register-terms" data-testid="ent-terms">
          <label>
            <input type="checkbox" checked={form.terms} onChange={(e) => set('terms')(e.target.checked)} />{' '}
            <Trans>I have read and accept the</Trans>
          </label>{' '}
          <Link to="/Agreement" target="_blank">
            <Trans>user agreement</Trans>
          </Link>
        </div>
        <FieldErrors messages={errors.map((i) => texts[i])} />
        {serverError && (
          <p className="field-error" role="alert" data-testid="ent-server-error">
            {serverError}
          </p>
        )}
        {!online && (
          <p className="field-error">
            <Trans>You are offline. Registering an enterprise needs a connection.</Trans>
          </p>
        )}
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={submitting}
          disabled={!online}
          data-testid="ent-submit"
        >
          <Trans>Submit for review</Trans>
        </Button>
      </form>
    </main>
  );
}
