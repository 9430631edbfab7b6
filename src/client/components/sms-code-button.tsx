import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SMS_RESEND_SECONDS } from '@contract/constants';
import { toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import '@/lib/account-catalog';

/**
 * "Get code": `send` asks the server to text a code (the caller's call, e.g. lib/sign-up's sendSmsCode: true
 * when the code is on its way, false when the person closed the puzzle), then the button counts down the
 * server's resend wait (60 s). `valid` is the form's own check of the number; the button waits for it.
 */
export function SmsCodeButton({ send: sendCode, valid }: { send: () => Promise<boolean>; valid: boolean }) {
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
      if (!(await sendCode())) return; // the puzzle was closed
      setLeft(SMS_RESEND_SECONDS);
      void toast(t`Verification code sent successfully`, 'success');
    } catch (err) {
      // "Too soon": the server says how long the phone still waits, and the button counts that down.
      // The server's answer, which the API client's error carries as `body`.
      const wait = (err as { body?: { data?: { retryAfter?: unknown } | null } | null } | null)?.body?.data;
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
