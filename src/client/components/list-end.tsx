import { Trans } from '@lingui/react/macro';

/**
 * What antd-mobile's InfiniteScroll shows at a list's end (its `children` function): loading, the end, or a
 * failed load with a retry button (antd's own retry is a link without href, which the keyboard skips).
 * `empty`: a list with nothing in it says nothing at its end.
 */
export const listEnd =
  (empty = false) =>
  (hasMore: boolean, failed: boolean, retry: () => void) =>
    failed ? (
      <span>
        <Trans>Failed to load</Trans>{' '}
        <button type="button" className="link-button" onClick={retry}>
          <Trans>Retry</Trans>
        </button>
      </span>
    ) : hasMore ? (
      <Trans>Loading…</Trans>
    ) : empty ? null : (
      <Trans>That is all</Trans>
    );
