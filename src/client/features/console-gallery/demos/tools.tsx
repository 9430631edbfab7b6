import { Input } from 'antd-mobile';
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { passwordStrength } from '@contract/password';
import { formatProblem, VALUE_FORMATS, type ValueFormat } from '@contract/value-formats';
import { useRuleText } from '@/components/form-rules';
import { inputAria } from '@/lib/input-aria';
import { formatBytes, formatDuration, formatFee, localTime } from '@/lib/format';
import './widgets.css';

/** The spec's date formats (§9): year-month-day hours:minutes:seconds, the date alone, the time alone. */
const p2 = (n: number) => String(n).padStart(2, '0');
const dateOf = (d: Date) => `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}`;
const timeOf = (d: Date) => `${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;

/**
 * Tools: the helpers the console's pages share, run on what is typed — the display formats (dates, sizes, fees,
 * durations), the password strength levels of the spec, and the value formats (number, URL, JSON, upper- and
 * lower-case) that a parameter's value is held to by its form and by the server, with their messages.
 */
export default function ToolsDemo() {
  const { t } = useLingui();
  const ruleText = useRuleText();
  const id = useId();
  const [now] = useState(() => new Date());
  const [bytes, setBytes] = useState('5242880');
  const [password, setPassword] = useState('');
  const [format, setFormat] = useState<ValueFormat>('json');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a JSON value to check, not text
  const [value, setValue] = useState('{"a": 1}');
  const n = Number(bytes);
  const problem = formatProblem(format, value);
  const level = passwordStrength(password);
  return (
    <div className="gallery-w-stack">
      <h2>
        <Trans>Display formats</Trans>
      </h2>
      <dl className="gallery-w-facts">
        <dt>{t`Date and time`}</dt>
        <dd>{`${dateOf(now)} ${timeOf(now)}`}</dd>
        <dt>{t`Date`}</dt>
        <dd>{dateOf(now)}</dd>
        <dt>{t`Time`}</dt>
        <dd>{timeOf(now)}</dd>
        <dt>{t`To the minute`}</dt>
        <dd>{localTime(now.getTime())}</dd>
        <dt>{t`A fee of 12,800 fen`}</dt>
        <dd>{formatFee(12_800)}</dd>
        <dt>{t`A lesson of 3,725 s`}</dt>
        <dd>{formatDuration(3725)}</dd>
      </dl>
      <div className="gallery-w-field">
        <label htmlFor={`${id}-b`}>{t`Bytes`}</label>
        <Input
          id={`${id}-b`}
          className="gallery-w-input"
          type="number"
          value={bytes}
          onChange={setBytes}
          ref={inputAria({ describedBy: `${id}-bv`, invalid: false })}
        />
        <p id={`${id}-bv`} aria-live="polite">
          {Number.isFinite(n) && n >= 0 ? formatBytes(n) : t`A number of bytes, 0 or more`}
        </p>
      </div>
      <h2>
        <Trans>Password strength</Trans>
      </h2>
      <div className="gallery-w-field">
        <label htmlFor={`${id}-p`}>{t`Password`}</label>
        <Input
          id={`${id}-p`}
          className="gallery-w-input"
          type="password"
          autoComplete="off"
          value={password}
          onChange={setPassword}
          ref={inputAria({ describedBy: `${id}-pv`, invalid: false })}
        />
        <p id={`${id}-pv`} aria-live="polite" data-testid="tools-strength">
          {t`Level ${level} of 3: digits, letters and the symbols ! @ # $ % ^ & . * each count once.`}
        </p>
      </div>
      <h2>
        <Trans>Value formats</Trans>
      </h2>
      <div className="gallery-w-field">
        <label htmlFor={`${id}-f`}>{t`Format`}</label>
        <select id={`${id}-f`} value={format} onChange={(e) => setFormat(e.target.value as ValueFormat)}>
          {Object.keys(VALUE_FORMATS).map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-v`}>{t`Value`}</label>
        <Input
          id={`${id}-v`}
          className="gallery-w-input"
          value={value}
          onChange={setValue}
          ref={inputAria({ invalid: !!problem, describedBy: `${id}-vv` })}
          data-testid="tools-value"
        />
        <p id={`${id}-vv`} className={problem ? 'gallery-bad' : 'gallery-good'} data-testid="tools-verdict">
          {problem ? ruleText(problem) : t`✓ Passes the server's rule`}
        </p>
      </div>
    </div>
  );
}
