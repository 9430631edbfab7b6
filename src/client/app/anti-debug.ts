import disableDevtool from 'disable-devtool';

/** The spec's developer-tools check: how often it looks, and when it gives up on a phone or tablet. */
const CHECK_INTERVAL_MS = 500;
const STOP_ON_MOBILE_AFTER_MS = 5000;
/** The address parameter whose value, when its MD5 is the site's, lifts the block for that visit. */
const BYPASS_PARAMETER = 'ddtk';

/**
 * Developer-tools blocking (site settings › 禁止调试, off by default), with disable-devtool: checked every 500 ms,
 * no longer on a non-desktop device after 5 s, search-engine bots skipped, the context menu and the inspect
 * shortcuts disabled; when tools open, the page closes or, if it cannot, leaves for a blank one. `?ddtk=<key>`
 * lifts it when the server sent the key's MD5. Loaded only when the setting is on: no phone pays for it otherwise.
 */
export function blockDeveloperTools(bypassMd5: string | null) {
  if (disableDevtool.isRunning) return;
  disableDevtool({
    ...(bypassMd5 ? { md5: bypassMd5 } : {}),
    tkName: BYPASS_PARAMETER,
    interval: CHECK_INTERVAL_MS,
    stopIntervalTime: STOP_ON_MOBILE_AFTER_MS,
    disableMenu: true,
    seo: true,
    url: 'about:blank',
  });
}
