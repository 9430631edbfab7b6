import { Input } from 'antd-mobile';
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Channel } from '@contract/channel';
import { email, mobile, nonBlank } from '@contract/validators';
import { useRuleText } from '@/components/form-rules';
import { confirm, toast } from '@/lib/feedback';
import { useTestChannel } from '../api/channels';
import './console-system.css';

/**
 * The address a test goes to, in the confirm dialog (a root of its own, without the app's i18n: its label comes
 * translated): a mobile number or an e-mail address.
 */
function TestAddress({
  kind,
  label,
  onChange,
}: {
  kind: 'sms' | 'email';
  label: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="channel-test-field">
      <label htmlFor={id}>{label}</label>
      <div className="field">
        <Input
          id={id}
          type={kind === 'sms' ? 'tel' : 'email'}
          maxLength={kind === 'sms' ? 11 : 254}
          onChange={(v) => onChange(v.trim())}
          data-testid="channel-test-to"
        />
      </div>
    </div>
  );
}

/**
 * "Send a test" of a channel's row: asks where to (a mobile number for SMS, an address for e-mail; a webhook only
 * asks yes or no), sends it through the channel by its id, and says how it went: sent, or the server's message
 * (the gateway's reason when it failed).
 */
export function useChannelTest() {
  const { t } = useLingui();
  const ruleText = useRuleText();
  const send = useTestChannel();
  const run = async (channel: Channel) => {
    let to = '';
    const kind = channel.configType;
    const title = t`Send a test through “${channel.configName}”`;
    const ok = await confirm(
      kind === 'webhook' ? (
        t`A test message goes to the webhook now.`
      ) : (
        <TestAddress
          kind={kind}
          label={kind === 'sms' ? t`Mobile number` : t`Email`}
          onChange={(v) => (to = v)}
        />
      ),
      title,
    );
    if (!ok) return;
    if (kind !== 'webhook') {
      const problem = nonBlank(to) ?? (kind === 'sms' ? mobile(to) : email(to));
      if (problem)
        return void toast(problem === 'nonBlank' ? t`Please enter where to send it` : ruleText(problem));
    }
    send.mutate(
      { channel, to, title: t`Test`, text: t`A test message from the console.` },
      {
        onSuccess: () => void toast(t`Test sent`, 'success'),
        onError: (err) => void toast(err.message, 'error'),
      },
    );
  };
  return { run, busy: send.isPending };
}
