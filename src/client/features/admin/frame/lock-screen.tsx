import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-client';
import { logout } from '@/lib/account';
import { Local } from '@/lib/storage';
import { useUser } from '@/lib/session';
import { UserContent } from '@/components/user-content';
import { useCheckPassword } from '../api/frame';
import { FrameIcon } from './frame-icons';

const KEY = 'lockScreen';
/** Wrong passwords at the lock screen before it logs out (the server also counts them with the login lockout). */
export const LOCK_TRIES = 5;
const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
// A lock taken in one browser tab locks the others; an unlock there unlocks here.
window.addEventListener('storage', (e) => e.key?.endsWith(KEY) && emit());
const isLocked = () => Local.get<boolean>(KEY) === true;
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const lockNow = () => {
  Local.set(KEY, true);
  emit();
};
export const unlock = () => {
  Local.remove(KEY);
  emit();
};
export const useLocked = () => useSyncExternalStore(subscribe, isLocked);

/** Locks after `seconds` without mouse, keyboard or touch, when the theme's lock-screen flag is on. */
export function useIdleLock(enabled: boolean, seconds: number) {
  useEffect(() => {
    if (!enabled || seconds <= 1) return;
    let timer = setTimeout(lockNow, seconds * 1000);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(lockNow, seconds * 1000);
    };
    for (const type of ACTIVITY) window.addEventListener(type, reset, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, reset);
    };
  }, [enabled, seconds]);
}

/**
 * The lock screen over the whole console (the frame behind it is inert and hidden): the user's name and the
 * time, a password field checked by the server; five wrong passwords log out. A reload or a new browser tab
 * stays locked until the password is given.
 */
export function LockScreen() {
  const { t } = useLingui();
  const user = useUser();
  const navigate = useNavigate();
  const check = useCheckPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  const [now, setNow] = useState(() => new Date());
  const ids = useId();
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);

  const submit = async () => {
    if (!password) return setError(t`Enter your password`);
    try {
      if (await check.mutateAsync(password)) {
        setPassword('');
        unlock();
        return;
      }
      throw new ApiError(t`Wrong password`, 200);
    } catch (err) {
      const left = LOCK_TRIES - tries - 1;
      setTries(tries + 1);
      setPassword('');
      if (left <= 0) {
        unlock();
        await logout();
        await navigate({ to: '/login' });
        return;
      }
      const reason = err instanceof ApiError ? err.message : t`The password could not be checked`;
      setError(`${reason} ${t`${left} tries left before you are logged out.`}`);
    }
  };

  return (
    <div
      className="lock-screen"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${ids}-t`}
      data-testid="lock-screen"
    >
      <div className="lock-clock" aria-hidden="true">
        {now.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
      </div>
      <form
        className="lock-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FrameIcon name="lock" />
        <h2 id={`${ids}-t`}>
          <Trans>
            Locked: <UserContent>{user?.userName}</UserContent>
          </Trans>
        </h2>
        <label htmlFor={`${ids}-p`}>
          <Trans>Password to unlock</Trans>
        </label>
        <input
          id={`${ids}-p`}
          type="password"
          autoComplete="current-password"
          autoFocus
          maxLength={100}
          value={password}
          aria-invalid={!!error}
          aria-describedby={error ? `${ids}-e` : undefined}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="lock-password"
        />
        {error && (
          <p id={`${ids}-e`} role="alert" className="lock-error">
            {error}
          </p>
        )}
        <button type="submit" className="frame-primary" disabled={check.isPending} data-testid="unlock">
          <Trans>Unlock</Trans>
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            unlock();
            void logout().then(() => navigate({ to: '/login' }));
          }}
        >
          <Trans>Log out</Trans>
        </button>
      </form>
    </div>
  );
}
