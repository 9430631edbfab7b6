import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useLingui } from '@lingui/react/macro';
import { SMS_RESEND_SECONDS } from '@contract/constants';
import { ApiError } from '@/lib/api-client';
import { sendSmsCode } from '@/lib/sign-up';
import { toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';

/**
 * "Get code": asks the server to text a code to `mobile`, then counts down the server's resend wait (60 s).
 * `registered`: the number must belong to an account (login, reset) or must not (registration).
 * `valid` is the form's own check of the number; the button waits for it.
 */
export function SmsCodeButton({
  mobile,
  registered,
  valid,
  tenantId,
}: {
  mobile: string;
  registered: boolean;
  valid: boolean;
  tenantId?: string;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      if (!(await sendSmsCode(mobile, registered, tenantId))) return; // the puzzle was closed
      setLeft(SMS_RESEND_SECONDS);
      void toast(t`Verification code sent successfully`, 'success');
    } catch (err) {
      // "Too soon": the server says how long the phone still waits, and the button counts that down.
      const wait =
        err instanceof ApiError ? (err.body as { data?: { retryAfter?: unknown } } | null)?.data : null;
      if (typeof wait?.retryAfter === 'number') setLeft(wait.retryAfter);
      const reason = err instanceof Error && err.message ? err.message : '';
      void toast(
        reason ? `${t`Failed to send verification code`}: ${reason}` : t`Failed to send verification code`,
        'error',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="small"
      fill="outline"
      color="primary"
      disabled={!valid || left > 0 || !online}
      loading={sending}
      onClick={() => void send()}
      data-testid="sms-send"
    >
      {left > 0 ? t`Resend in ${left} s` : t`Get code`}
    </Button>
  );
}
