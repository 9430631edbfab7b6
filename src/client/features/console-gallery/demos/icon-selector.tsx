import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { MENU_ICONS, MenuIcon } from '@/components/menu-icons';
import './widgets.css';
import { UserContent } from '@/components/user-content';

/** Icon selector: the console's menu icons (the names stored in a menu's `icon`), searched and chosen. */
export default function IconSelectorDemo() {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const names = Object.keys(MENU_ICONS).filter((name) => name.includes(query.trim().toLowerCase()));
  const count = names.length;
  return (
    <div className="gallery-w-stack">
      <SearchBar placeholder={t`Icon name`} value={query} onChange={setQuery} />
      <p className="gallery-w-note" aria-live="polite">
        {plural(count, { one: '# icon', other: '# icons' })}
      </p>
      <div className="gallery-icon-grid" role="group" aria-label={t`Menu icons`}>
        {names.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={chosen === name}
            onClick={() => setChosen(chosen === name ? null : name)}
          >
            <MenuIcon name={name} />
            <UserContent>{name}</UserContent>
          </button>
        ))}
      </div>
      <p className="gallery-chosen">
        {chosen ? (
          <>
            <MenuIcon name={chosen} />{' '}
            <Trans>
              Chosen: <code translate="no">{chosen}</code>
            </Trans>
          </>
        ) : (
          <Trans>No icon chosen.</Trans>
        )}
      </p>
    </div>
  );
}
