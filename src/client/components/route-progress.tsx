import { useLingui } from '@lingui/react/macro';

/**
 * The bar at the top while a page loads. CSS alone moves it:
 * it appears after 150 ms (a quick navigation shows nothing), creeps towards 90 % while the page loads, then
 * fills and fades. nprogress, which it replaces, measured the page on every step (a forced layout during the
 * first render) and named itself `role="bar"`, which no assistive technology knows.
 */
export function RouteProgress({ loading }: { loading: boolean }) {
  const { t } = useLingui();
  return (
    <div
      className="route-progress"
      data-state={loading ? 'loading' : 'idle'}
      role="progressbar"
      aria-label={t`Loading the page`}
      aria-hidden={!loading}
      aria-busy={loading}
    />
  );
}
