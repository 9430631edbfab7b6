import { Input } from 'antd-mobile';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SMS_CODE_LENGTH } from '@contract/constants';
import { mobile as mobileRule } from '@contract/validators';
import { FieldError, invalidInputRef } from './field-errors';
import { SmsCodeButton } from './sms-code-button';
import '@/lib/account-catalog';

/** Whether a typed number is a whole Chinese mobile number. */
export const isMobile = (phone: string) => phone.length === 11 && !mobileRule(phone);

/**
 * A mobile number and the code texted to it, with the "Get code" button: the pair every SMS form has (login,
 * registration, reset, a new number). Digits only, 11 and 4 of them. `testId` names the two fields
 * (`<testId>-mobile`, `<testId>-code`); `sendCode` texts a code to the number (the caller's call, e.g.
 * lib/sign-up's sendSmsCode with whether the number must belong to an account). `phoneError` and `codeError`
 * show under their field and are tied to it.
 */
export function MobileCodeFields(props: {
  phone: string;
  onPhone: (phone: string) => void;
  code: string;
  onCode: (code: string) => void;
  sendCode: (mobile: string) => Promise<boolean>;
  mobileLabel: string;
  testId: string;
  phoneError?: string;
  codeError?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <>
      <label htmlFor={`${id}-m`}>{props.mobileLabel}</label>
      <div className="field" data-testid={`${props.testId}-mobile`}>
        <Input
          id={`${id}-m`}
          value={props.phone}
          onChange={(v) => props.onPhone(v.replace(/\D/g, '').slice(0, 11))}
          type="tel"
          autoComplete="tel-national"
          clearable
          ref={invalidInputRef(`${id}-m`, props.phoneError)}
        />
      </div>
      <FieldError fieldId={`${id}-m`} message={props.phoneError} />
      <label htmlFor={`${id}-c`}>{t`Verification code`}</label>
      <div className="field field-row" data-testid={`${props.testId}-code`}>
        <Input
          id={`${id}-c`}
          value={props.code}
          onChange={(v) => props.onCode(v.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
          placeholder={t`4 digits`}
          inputMode="numeric"
          autoComplete="one-time-code"
          ref={invalidInputRef(`${id}-c`, props.codeError)}
        />
        <SmsCodeButton send={() => props.sendCode(props.phone)} valid={isMobile(props.phone)} />
      </div>
      <FieldError fieldId={`${id}-c`} message={props.codeError} />
    </>
  );
}
