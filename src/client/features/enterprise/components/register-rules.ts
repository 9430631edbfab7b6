import { validateRegistration, type RegisterIssue } from '@contract/password';
import { isMobile } from '@/components/mobile-code-fields';
import { creditCodeIssue } from './credit-code';

export type RegisterForm = {
  name: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  code: string;
  licenceFile: string;
  address: string;
  username: string;
  password: string;
  confirm: string;
  terms: boolean;
};

export type EnterpriseIssue =
  | Exclude<RegisterIssue, 'phoneRequired'>
  | 'nameRequired'
  | 'creditCodeRequired'
  | 'creditCodeFormat'
  | 'creditCodeCheck'
  | 'contactNameRequired'
  | 'phoneRequired'
  | 'phoneFormat'
  | 'codeFormat'
  | 'licenceRequired'
  | 'confirmMismatch';

/**
 * What the registration form must fix before it goes, in form order: the enterprise's fields, the contact mobile
 * and its 4-digit code, the licence, then the admin account under the person registration's rules.
 */
export function enterpriseRegisterIssues(f: RegisterForm): EnterpriseIssue[] {
  const issues: EnterpriseIssue[] = [];
  if (!f.name.trim()) issues.push('nameRequired');
  const code = creditCodeIssue(f.creditCode);
  if (!f.creditCode) issues.push('creditCodeRequired');
  else if (code === 'format') issues.push('creditCodeFormat');
  else if (code === 'check') issues.push('creditCodeCheck');
  if (!f.contactName.trim()) issues.push('contactNameRequired');
  if (!f.contactPhone) issues.push('phoneRequired');
  else if (!isMobile(f.contactPhone)) issues.push('phoneFormat');
  if (!/^\d{4}$/.test(f.code)) issues.push('codeFormat');
  if (!f.licenceFile) issues.push('licenceRequired');
  const account = validateRegistration({
    username: f.username.trim(),
    phone: f.contactPhone,
    password: f.password,
    termsAccepted: f.terms,
  }).filter((i) => i !== 'phoneRequired');
  issues.push(...account.filter((i) => i !== 'termsRequired'));
  if (f.password && f.password !== f.confirm) issues.push('confirmMismatch');
  if (account.includes('termsRequired')) issues.push('termsRequired');
  return issues;
}
