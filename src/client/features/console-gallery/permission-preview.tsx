import { Checkbox } from 'antd-mobile';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUser } from '@/lib/session';

/**
 * The permission demos' preview: the strings a demo gates on, each ticked when the signed-in user holds it (the
 * user info call's `permissions`, pig's authBtnList). Unticking (or ticking) one shows what a user without (or
 * with) it would see: only the page changes, the server's checks stay the caller's.
 */
export function usePreview(strings: readonly string[]) {
  const held = useUser()?.authBtnList ?? [];
  const [preview, setPreview] = useState<string[]>(() => strings.filter((s) => held.includes(s)));
  const toggle = (s: string, on: boolean) =>
    setPreview((p) => (on ? [...new Set([...p, s])] : p.filter((x) => x !== s)));
  return { held, preview, toggle };
}

export function PreviewSet({
  strings,
  held,
  preview,
  toggle,
}: {
  strings: readonly string[];
  held: readonly string[];
  preview: readonly string[];
  toggle: (s: string, on: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="gallery-perm-set" data-testid="perm-preview">
      <legend>
        <Trans>Preview as a user holding</Trans>
      </legend>
      {strings.map((s) => (
        <Checkbox key={s} checked={preview.includes(s)} onChange={(on) => toggle(s, on)}>
          <code translate="no">{s}</code> {held.includes(s) ? t`(you hold it)` : t`(you do not hold it)`}
        </Checkbox>
      ))}
    </fieldset>
  );
}
