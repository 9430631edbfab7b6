import { Input } from 'antd-mobile';
import { inputAria } from '@/lib/input-aria';
import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  REGISTER_PASSWORD_MAX,
  REGISTER_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@contract/constants';
import { isCreditCode } from '@contract/enterprise-rules';
import { isStrongEnough } from '@contract/password';
import { chineseEnglishDigitUnderscore, email, mobile } from '@contract/validators';
import { StrengthMeter } from '@/components/strength-meter';
import './widgets.css';

/** A field and the verdict of its rule on what is typed (nothing until something is). */
function Checked({
  label,
  hint,
  problem,
  type = 'text',
  children,
}: {
  label: string;
  hint: string;
  /** What is wrong with a value, or null when it passes. */
  problem: (value: string) => string | null;
  type?: string;
  children?: (value: string) => ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState('');
  const issue = value ? problem(value) : null;
  return (
    <div className="gallery-w-field">
      <label htmlFor={id}>{label}</label>
      <Input
        className="gallery-w-input"
        id={id}
        type={type}
        value={value}
        onChange={setValue}
        ref={inputAria({ invalid: !!issue, describedBy: `${id}-v` })}
      />
      {children?.(value)}
      <p id={`${id}-v`} className={!value ? 'gallery-w-note' : issue ? 'gallery-bad' : 'gallery-good'}>
        {!value ? hint : (issue ?? t`✓ Passes the server's rule`)}
      </p>
    </div>
  );
}

/**
 * Validator: the contract's zod-free rules (src/contract/validators.ts, password.ts, enterprise-rules.ts), which
 * the server applies to the same fields, run here as the user types.
 */
export default function ValidatorDemo() {
  const { t } = useLingui();
  const usernameMin = USERNAME_MIN;
  const usernameMax = USERNAME_MAX;
  const passwordMin = REGISTER_PASSWORD_MIN;
  const passwordMax = REGISTER_PASSWORD_MAX;
  return (
    <form className="gallery-w-stack" onSubmit={(e) => e.preventDefault()} noValidate>
      <Checked
        label={t`Username`}
        hint={t`${usernameMin} to ${usernameMax} characters: Chinese, letters, digits or _.`}
        problem={(v) =>
          v.length < USERNAME_MIN || v.length > USERNAME_MAX
            ? t`Use ${usernameMin} to ${usernameMax} characters.`
            : chineseEnglishDigitUnderscore(v) && t`Only Chinese, letters, digits and _.`
        }
      />
      <Checked
        label={t`Password`}
        type="password"
        hint={t`${passwordMin} to ${passwordMax} characters, of at least two kinds: digits, letters, symbols.`}
        problem={(v) =>
          v.length < REGISTER_PASSWORD_MIN || v.length > REGISTER_PASSWORD_MAX
            ? t`Use ${passwordMin} to ${passwordMax} characters.`
            : !isStrongEnough(v)
              ? t`Too weak: mix at least two kinds of characters.`
              : null
        }
      >
        {(v) => <StrengthMeter password={v} />}
      </Checked>
      <Checked
        label={t`Mobile number`}
        type="tel"
        hint={t`A mainland China mobile number: 11 digits starting with 1.`}
        problem={(v) => mobile(v) && t`Not a mobile number.`}
      />
      <Checked
        label={t`Email`}
        type="email"
        hint={t`An address such as name@example.com.`}
        problem={(v) => email(v) && t`Not an email address.`}
      />
      <Checked
        label={t`Unified social credit code`}
        hint={t`18 characters whose last one is the check character (GB 32100-2015).`}
        problem={(v) => (isCreditCode(v) ? null : t`Not a valid credit code: check each character.`)}
      />
      <p className="gallery-w-note">
        <Trans>
          The server answers the same rules with its own messages, so a form never passes here and fails
          there.
        </Trans>
      </p>
    </form>
  );
}
