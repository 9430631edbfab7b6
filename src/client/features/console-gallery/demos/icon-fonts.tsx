import { Button, SearchBar } from 'antd-mobile';
import { useState, type ComponentType } from 'react';
import {
  AddOutline,
  CloseOutline,
  DeleteOutline,
  DownOutline,
  EditSOutline,
  ExclamationCircleOutline,
  EyeOutline,
  FilterOutline,
  InformationCircleOutline,
  LeftOutline,
  LocationOutline,
  MessageOutline,
  PictureOutline,
  QuestionCircleOutline,
  RightOutline,
  ScanningOutline,
  SearchOutline,
  StarOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { MENU_ICONS } from '@/components/menu-icons';
import { BackIcon, ClearIcon, SearchIcon } from '@/components/ui/icons';
import { toast } from '@/lib/feedback';
import './pages.css';
import { langOf } from '@/components/user-content';

type Icon = { name: string; Glyph: ComponentType<{ 'aria-hidden'?: boolean }>; code: string };

/** A selection of antd-mobile-icons, imported by name so the build keeps only these. */
const ANTD = {
  AddOutline,
  CloseOutline,
  DeleteOutline,
  DownOutline,
  EditSOutline,
  ExclamationCircleOutline,
  EyeOutline,
  FilterOutline,
  InformationCircleOutline,
  LeftOutline,
  LocationOutline,
  MessageOutline,
  PictureOutline,
  QuestionCircleOutline,
  RightOutline,
  ScanningOutline,
  SearchOutline,
  StarOutline,
  UploadOutline,
};
const entries = (icons: Record<string, Icon['Glyph']>, code: (name: string) => string): Icon[] =>
  Object.entries(icons).map(([name, Glyph]) => ({ name, Glyph, code: code(name) }));
/* eslint-disable lingui/no-unlocalized-strings -- code to copy, not text */
const SETS = {
  menu: entries(MENU_ICONS, (name) => `<MenuIcon name="${name}" />`),
  own: entries(
    { BackIcon, ClearIcon, SearchIcon },
    (name) => `import { ${name} } from '@/components/ui/icons';`,
  ),
  antd: entries(ANTD, (name) => `import { ${name} } from 'antd-mobile-icons';`),
};
/* eslint-enable lingui/no-unlocalized-strings */

/** Icon fonts: the console's three icon sets, searchable by name, each with the line that uses it. */
export default function IconFontsDemo() {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const titles: Record<keyof typeof SETS, string> = {
    menu: t`Menu icons (the names a menu stores)`,
    own: t`The portal's own icons (drawn by us, no library)`,
    antd: t`antd-mobile-icons (a selection)`,
  };
  const copy = (code: string) =>
    navigator.clipboard
      .writeText(code)
      .then(() => toast(t`Copied`, 'success'))
      .catch(() => toast(t`Could not copy`, 'error'));
  const words = query.trim().toLowerCase();

  return (
    <div className="gallery-pages">
      <SearchBar placeholder={t`Search icons by name`} value={query} onChange={setQuery} />
      {Object.entries(SETS).map(([key, icons]) => {
        const found = icons.filter((i) => i.name.toLowerCase().includes(words));
        const count = found.length;
        return (
          <section key={key} aria-labelledby={`gallery-p-icons-${key}`}>
            <h2 id={`gallery-p-icons-${key}`} className="gallery-p-subtitle">
              {titles[key as keyof typeof SETS]}{' '}
              <span className="gallery-p-muted">
                <Plural value={count} one="# icon" other="# icons" />
              </span>
            </h2>
            <ul className="gallery-p-icons">
              {found.map(({ name, Glyph, code }) => (
                <li key={name} className="gallery-p-icon">
                  <span className="gallery-p-icon-glyph">
                    <Glyph aria-hidden />
                  </span>
                  <span className="gallery-p-icon-name" translate="no" lang={langOf(name)}>
                    {name}
                  </span>
                  <code translate="no">{code}</code>
                  <Button size="mini" onClick={() => copy(code)} aria-label={t`Copy the code of ${name}`}>
                    <Trans>Copy</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
