/**
 * Stands in for `resize-observer-polyfill` (antd-mobile's ahooks import it; 2.5 KiB gzip on every first visit):
 * every browser the portal supports has ResizeObserver itself (Chrome 64, Safari 13.1, Firefox 69).
 */
export default globalThis.ResizeObserver;
