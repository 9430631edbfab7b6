import { Button } from 'antd-mobile';
import { useEffect, useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import './widgets.css';
import { langOf } from '@/components/user-content';

/** While this page is shown, printing (the button or the browser's Ctrl+P) prints the sheet alone. */
const PRINTING = 'gallery-printing';

const LEARNERS = ['Chen Jing', 'Li Na', 'Liu Yang', 'Wang Fang', 'Zhang Wei', 'Zhao Lei'];

/** Print: a session's sign-in roster, printed alone (widgets.css hides the rest of the page on paper). */
export default function PrintDemo() {
  const { t, i18n } = useLingui();
  const titleId = useId();
  useEffect(() => {
    const on = () => document.documentElement.classList.add(PRINTING);
    const off = () => document.documentElement.classList.remove(PRINTING);
    addEventListener('beforeprint', on);
    addEventListener('afterprint', off);
    return () => {
      removeEventListener('beforeprint', on);
      removeEventListener('afterprint', off);
      off();
    };
  }, []);
  const day = i18n.date(new Date(), { dateStyle: 'long' });
  return (
    <div className="gallery-w-stack">
      <div className="gallery-w-actions">
        <Button color="primary" onClick={() => print()}>
          <Trans>Print the roster</Trans>
        </Button>
      </div>
      <article className="gallery-print-sheet" aria-labelledby={titleId}>
        <h2 id={titleId}>
          <Trans>Sign-in roster</Trans>
        </h2>
        <dl className="gallery-w-facts">
          <dt>{t`Course`}</dt>
          <dd>{t`Workplace safety basics`}</dd>
          <dt>{t`Session`}</dt>
          <dd>{t`Morning class, ${day}, 09:00–12:00`}</dd>
          <dt>{t`Venue`}</dt>
          <dd>{t`Training room 2`}</dd>
        </dl>
        <table className="gallery-roster">
          <thead>
            <tr>
              <th scope="col">{t`No.`}</th>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Signature`}</th>
            </tr>
          </thead>
          <tbody>
            {LEARNERS.map((name, i) => (
              <tr key={name}>
                <td>{i + 1}</td>
                <td translate="no" lang={langOf(name)}>
                  {name}
                </td>
                <td />
              </tr>
            ))}
          </tbody>
        </table>
        <p className="gallery-print-foot">
          <Trans>Trainer&apos;s signature: ______________</Trans>
        </p>
      </article>
    </div>
  );
}
