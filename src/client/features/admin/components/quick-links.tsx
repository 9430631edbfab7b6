import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { menuQuery } from '../api/menu';
import { MenuNodeIcon } from '../frame/frame-icons';
import { menuHref, pagesOf, titleOf } from '../frame/menu-tree';
import { favourites } from '../frame/tabs-store';
import { useTheme } from '../frame/theme-config';

/** Favourite pages as links, at most the theme's quickLinkNum, for the console's home. */
export function QuickLinks() {
  const { i18n } = useLingui();
  const menu = useQuery(menuQuery());
  const theme = useTheme();
  const pages = pagesOf(menu.data ?? []);
  const links = favourites
    .list()
    .slice(0, theme.quickLinkNum)
    .map((path) => pages.find((p) => menuHref(p.node) === path))
    .filter((p) => p !== undefined);
  return (
    <section aria-labelledby="quick-links" className="quick-links" data-testid="quick-links">
      <h2 id="quick-links">
        <Trans>Favourite pages</Trans>
      </h2>
      {links.length ? (
        <ul>
          {links.map(({ node }) => (
            <li key={node.id}>
              <a href={`#${menuHref(node)}`}>
                <MenuNodeIcon name={node.meta.icon} />
                {titleOf(node, i18n.locale)}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>Add a page here from its tab's menu (Add to favourites).</Trans>
        </p>
      )}
    </section>
  );
}
