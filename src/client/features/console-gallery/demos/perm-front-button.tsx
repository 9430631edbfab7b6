import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '@contract/permissions';
import { Auth, AuthAll, Auths } from '@/components/auth-gates';
import { toast } from '@/lib/feedback';
import { has, hasAll, hasAny } from '@/lib/permissions';
import { PreviewSet, usePreview } from '../permission-preview';
import './widgets.css';

const { userAdd, userExport, logExport, userView, userDel } = PERMISSIONS;
type Kind = 'one' | 'any' | 'all';
/** The gate each rule is written with (components/auth-gates.tsx): code, not text. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- component names
const GATES: Record<Kind, string> = { one: '<Auth>', any: '<Auths>', all: '<AuthAll>' };
/** What a list of strings must have held: the rule itself, the same function the gate calls. */
const HOLDS: Record<Kind, (list: readonly string[], strings: string[]) => boolean> = {
  one: (list, [s = '']) => has(list, s),
  any: hasAny,
  all: hasAll,
};
/** The gate of a kind around its child: the element is removed when the rule fails. */
function Gate({ kind, strings, children }: { kind: Kind; strings: string[]; children: ReactNode }) {
  if (kind === 'one') return <Auth value={strings[0] ?? ''}>{children}</Auth>;
  if (kind === 'any') return <Auths value={strings}>{children}</Auths>;
  return <AuthAll value={strings}>{children}</AuthAll>;
}

/**
 * Front-end button permission: the spec's three element rules, as the console writes them — `<Auth>` (the one
 * string held), `<Auths>` (any of a list), `<AuthAll>` (all of a list); otherwise the element is removed. Each
 * button is shown as the signed-in user sees it (the gate itself) and as the preview would.
 */
export default function PermFrontButtonDemo() {
  const { t } = useLingui();
  const { held, preview, toggle } = usePreview([userAdd, userExport, logExport, userView, userDel]);
  const press = (name: string) => () => void toast(t`${name}: pressed (the demo does nothing)`, 'success');
  const removed = (
    <span className="gallery-w-note">
      <Trans>(removed)</Trans>
    </span>
  );
  const rows: { kind: Kind; strings: string[]; button: ReactNode }[] = [
    {
      kind: 'one',
      strings: [userAdd],
      button: <Button onClick={press(t`Add user`)}>{t`Add user`}</Button>,
    },
    {
      kind: 'any',
      strings: [userExport, logExport],
      button: <Button onClick={press(t`Export`)}>{t`Export`}</Button>,
    },
    {
      kind: 'all',
      strings: [userView, userDel],
      button: (
        <Button color="danger" onClick={press(t`Delete users`)}>
          {t`Delete users`}
        </Button>
      ),
    },
  ];
  return (
    <div className="gallery-w-stack">
      <PreviewSet
        strings={[userAdd, userExport, logExport, userView, userDel]}
        {...{ held, preview, toggle }}
      />
      <table className="gallery-perm-table">
        <thead>
          <tr>
            <th scope="col">{t`Rule`}</th>
            <th scope="col">{t`Permission strings`}</th>
            <th scope="col">{t`As you see it`}</th>
            <th scope="col">{t`In the preview`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.kind} data-testid="perm-button-row">
              <th scope="row">
                <code translate="no">{GATES[r.kind]}</code>
              </th>
              <td>
                <code translate="no">{r.strings.join(r.kind === 'all' ? ' + ' : ' | ')}</code>
              </td>
              <td>
                <Gate kind={r.kind} strings={r.strings}>
                  {r.button}
                </Gate>
                {!HOLDS[r.kind](held, r.strings) && removed}
              </td>
              <td>{HOLDS[r.kind](preview, r.strings) ? r.button : removed}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="gallery-w-note">
        <Trans>
          The server refuses the call behind a button whose string the caller does not hold (HTTP 403).
        </Trans>
      </p>
    </div>
  );
}
