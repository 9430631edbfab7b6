import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { idOf } from '@contract/constants';
import { menuQuery } from '../api/menu';
import { findMenu, titleOf } from '../frame/menu-tree';

/**
 * A menu entry marked embedded (iframe) shows its page inside the console. Only a menu the user was given can be
 * shown, by its id: the address never carries a URL to frame. The page's origin must be allowed by the server's
 * Content-Security-Policy (frame-src), see the README.
 */
export function EmbeddedPage() {
  const { i18n } = useLingui();
  const id = idOf(useSearch({ strict: false })['menu' as never]);
  const menu = useQuery(menuQuery());
  const node = id ? findMenu(menu.data ?? [], id) : undefined;
  const url = node?.meta.isIframe ? node.meta.isLink : null;
  if (!node || !url || !/^(https?:\/\/|\/)/.test(url))
    return (
      <p role="status">
        <Trans>This embedded page is not among your menus.</Trans>
      </p>
    );
  return (
    <iframe
      className="embedded-page"
      src={url}
      title={titleOf(node, i18n.locale)}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="no-referrer"
    />
  );
}
