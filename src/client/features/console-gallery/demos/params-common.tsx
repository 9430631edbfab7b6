import { Button, Input } from 'antd-mobile';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import './widgets.css';
import { langOf } from '@/components/user-content';

/** The address's query parameters as text: anything else (a hand-edited address) reads as none. */
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * Common routing parameters: the form goes to this page again with `?name=…&id=…` (useNavigate), and the page
 * reads them back from the address (useSearch), so a link or a reload shows the same.
 */
export default function ParamsCommonDemo() {
  const nameId = useId();
  const idId = useId();
  const navigate = useNavigate();
  const search = useSearch({ strict: false });
  const received = { name: text(search.name), id: text(search.id) };
  const [name, setName] = useState(received.name || 'Li Na');
  const [id, setId] = useState(received.id || '1024');
  const go = (e: FormEvent) => {
    e.preventDefault();
    void navigate({
      to: '/admin/gallery/$page/{-$id}',
      params: { page: 'params-common' },
      // A number travels as one (?id=1024); a string of digits would travel quoted, as JSON (?id="1024").
      search: {
        name: name.trim() || undefined,
        id: /^[1-9]\d{0,14}$/.test(id) ? Number(id) : id.trim() || undefined,
      },
    });
  };
  return (
    <div className="gallery-w-stack">
      <form className="gallery-w-stack" onSubmit={go}>
        <label htmlFor={nameId}>
          <Trans>Name</Trans>
        </label>
        <Input className="gallery-w-input" id={nameId} value={name} onChange={setName} maxLength={50} />
        <label htmlFor={idId}>
          <Trans>Id</Trans>
        </label>
        <Input
          className="gallery-w-input"
          id={idId}
          value={id}
          onChange={setId}
          maxLength={15}
          inputMode="numeric"
        />
        <div className="gallery-w-actions">
          <Button type="submit" color="primary">
            <Trans>Go with these parameters</Trans>
          </Button>
          <Button onClick={() => void navigate({ to: '.', search: {} })}>
            <Trans>Go without parameters</Trans>
          </Button>
        </div>
      </form>
      <section aria-labelledby={`${nameId}-r`}>
        <h2 id={`${nameId}-r`}>
          <Trans>Parameters received</Trans>
        </h2>
        {received.name || received.id ? (
          <dl className="gallery-w-facts">
            <dt>name</dt>
            <dd translate="no" lang={langOf(received.name || '—')}>
              {received.name || '—'}
            </dd>
            <dt>id</dt>
            <dd translate="no" lang={langOf(received.id || '—')}>
              {received.id || '—'}
            </dd>
          </dl>
        ) : (
          <p className="gallery-w-note">
            <Trans>None: the address has no query parameters.</Trans>
          </p>
        )}
      </section>
    </div>
  );
}
