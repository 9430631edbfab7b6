import { useLingui } from '@lingui/react/macro';
import { passwordStrength } from '@contract/password';
import './strength-meter.css';
import '@/lib/account-catalog';

/** The password's strength as the user types: level 0–3 on four bars, and its word. */
export function StrengthMeter({ password }: { password: string }) {
  const { t } = useLingui();
  if (!password) return null;
  const level = passwordStrength(password);
  const words = [t`Too low`, t`Weak`, t`Medium`, t`Strong`];
  return (
    <div className="strength-meter" data-level={level} data-testid="strength-meter" aria-live="polite">
      <span className="strength-bars" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <span key={n} className={n <= level ? 'strength-bar on' : 'strength-bar'} />
        ))}
      </span>
      <span>{t`Password strength: ${words[level]}`}</span>
    </div>
  );
}
