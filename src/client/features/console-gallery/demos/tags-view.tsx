import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { galleryItem, galleryPath } from '@contract/gallery';
import './widgets.css';

const OTHERS = ['qr-code', 'print', 'chart'];
const keys = { readAt: () => ['gallery', 'tags-view', 'read-at'] as const };

/** What a refresh builds again: the time this part was drawn and the time its query last answered. */
function Drawn() {
  const { i18n } = useLingui();
  const [drawnAt] = useState(() => new Date());
  const read = useQuery({ queryKey: keys.readAt(), queryFn: () => Promise.resolve(new Date()) });
  const drawn = i18n.date(drawnAt, { timeStyle: 'medium' });
  const answered = read.data ? i18n.date(read.data, { timeStyle: 'medium' }) : '—';
  return (
    <p className="gallery-w-note" aria-live="polite">
      <Trans>
        Drawn at {drawn}; data read at {answered}.
      </Trans>
    </p>
  );
}

/**
 * Tags view: every page opened becomes a tab of the console's tab bar (a link, or a shared `?tabs=` address for
 * several); a refresh draws the page again and reads its data again, as the tab menu's Refresh does.
 */
export default function TagsViewDemo() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [generation, setGeneration] = useState(0);
  const nameOf = (slug: string) => {
    const item = galleryItem(slug);
    return (i18n.locale === 'en' ? item?.en : item?.zh) ?? slug;
  };
  const openAll = () =>
    void navigate({ to: '.', search: { tabs: OTHERS.map(galleryPath).join(',') }, replace: true });
  const refresh = () => {
    setGeneration((g) => g + 1);
    void client.invalidateQueries({ type: 'active' });
  };
  return (
    <div className="gallery-w-stack">
      <p>
        <Trans>Open a page: the tab bar above adds a tab for it and keeps this page as it is.</Trans>
      </p>
      <ul className="gallery-w-links">
        {OTHERS.map((slug) => (
          <li key={slug}>
            <Link to="/admin/gallery/$page/{-$id}" params={{ page: slug }}>
              {nameOf(slug)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="gallery-w-actions">
        <Button color="primary" onClick={openAll}>
          <Trans>Open all three as tabs</Trans>
        </Button>
        <Button onClick={refresh}>
          <Trans>Refresh this page</Trans>
        </Button>
      </div>
      <Drawn key={generation} />
      <p className="gallery-w-note">
        <Trans>
          To close tabs, use the tab bar itself: the × of a tab closes it, and its menu (the ⋯ button at the
          end of the bar, a right click on a tab, or Shift+F10 on a focused tab) refreshes it, closes the
          others or closes all. Alt+Shift+← and → move the focused tab.
        </Trans>
      </p>
    </div>
  );
}
