import { Button, DotLoading } from 'antd-mobile';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SocialProvider } from '@contract/social';
import { confirm, toast } from '@/lib/feedback';
import { messageOf } from '../api/personal';
import { socialBindingsQuery, socialProvidersQuery, startLinking, useUnlink } from '../api/social-links';
import '@/lib/account-catalog';
import { UserContent } from '@/components/user-content';

/**
 * Linked accounts: each social login staff turned on, linked to this user or not, with link and unlink. Loaded
 * when the organisation has a social login; works online (offline, what was last seen, and no buttons).
 */
export function SocialAccountsSection({ online }: { online: boolean }) {
  const { t } = useLingui();
  const unlink = useUnlink();
  const providers = useQuery(socialProvidersQuery());
  const bindings = useQuery(socialBindingsQuery());
  const [busy, setBusy] = useState<string | null>(null);

  const link = async (p: SocialProvider) => {
    setBusy(p.id);
    try {
      await startLinking(p);
    } catch (err) {
      void toast(messageOf(err, t`Request failed`), 'error');
      setBusy(null);
    }
  };

  const remove = async (bindingId: string, name: string) => {
    if (!(await confirm(t`Unlink ${name}? You will no longer be able to log in with it.`))) return;
    setBusy(bindingId);
    unlink.mutate(bindingId, {
      onSuccess: () => void toast(t`Unlinked`, 'success'),
      onError: (err) => void toast(messageOf(err, t`Request failed`), 'error'),
      onSettled: () => setBusy(null),
    });
  };

  const linked = bindings.data ?? [];
  // A provider staff have since turned off still shows while linked, so it can be unlinked.
  const rows = [
    ...(providers.data ?? []).map((p) => ({
      provider: p,
      binding: linked.find((b) => b.providerId === p.id),
    })),
    ...linked
      .filter((b) => !(providers.data ?? []).some((p) => p.id === b.providerId))
      .map((b) => ({ provider: { id: b.providerId, type: b.type, name: b.name }, binding: b })),
  ];

  return (
    <section
      className="settings-section"
      aria-labelledby="settings-social-title"
      data-testid="social-accounts"
    >
      <h2 id="settings-social-title">
        <Trans>Linked accounts</Trans>
      </h2>
      <p className="settings-hint">
        <Trans>A linked account logs you in with one tap on the login page.</Trans>
      </p>
      {(providers.isPending || bindings.isPending) && online ? (
        <DotLoading className="loading-dots" />
      ) : (
        <ul className="settings-sessions">
          {rows.map(({ provider, binding }) => {
            const name = provider.name;
            const since = binding?.createTime ?? '';
            return (
              <li key={provider.id} data-testid={`social-account-${provider.id}`}>
                <UserContent>{name}</UserContent>
                <span className="settings-hint">
                  {binding ? <Trans>Linked since {since}</Trans> : <Trans>Not linked</Trans>}
                </span>
                {binding ? (
                  <Button
                    size="small"
                    color="danger"
                    fill="outline"
                    disabled={!online}
                    loading={busy === binding.id}
                    onClick={() => void remove(binding.id, name)}
                    data-testid="social-unlink"
                  >
                    <Trans>Unlink</Trans>
                  </Button>
                ) : (
                  <Button
                    size="small"
                    color="primary"
                    fill="outline"
                    disabled={!online}
                    loading={busy === provider.id}
                    onClick={() => void link(provider)}
                    data-testid="social-link"
                  >
                    <Trans context="social account">Link</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
