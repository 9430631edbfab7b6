import { DotLoading } from 'antd-mobile';

/**
 * While the desk's code loads (on demand online, from the service worker's copy after): the screen's frame with
 * the loading dots, rather than a blank page.
 */
export function DeskLoading() {
  return (
    <main className="sign-page" data-testid="desk-loading">
      <DotLoading className="loading-dots" />
    </main>
  );
}
