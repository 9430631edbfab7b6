import { useLingui } from '@lingui/react/macro';
import type { EnterpriseIssue } from './register-rules';

/** The enterprise forms' messages, one per issue (a missing one does not compile). */
export function useIssueTexts(): Record<EnterpriseIssue, string> {
  const { t } = useLingui();
  return {
    nameRequired: t`Please enter the company name`,
    creditCodeRequired: t`Please enter the unified social credit code`,
    creditCodeFormat: t`The credit code must be 18 characters: digits and capital letters other than I, O, S, V, Z`,
    creditCodeCheck: t`The credit code's check character (the last one) is wrong: please check the code`,
    contactNameRequired: t`Please enter the contact's name`,
    phoneRequired: t`Please enter your mobile number`,
    phoneFormat: t`Mobile number format error`,
    codeFormat: t`The verification code is 4 digits`,
    licenceRequired: t`Please upload the business licence`,
    usernameRequired: t`Please enter a username`,
    usernameLength: t`The username must be 5 to 20 characters`,
    passwordRequired: t`Please enter a password`,
    passwordLength: t`The password must be 6 to 20 characters`,
    passwordWeak: t`Password strength is too low`,
    confirmMismatch: t`The two passwords do not match`,
    termsRequired: t`Please read and accept the user agreement`,
  };
}
