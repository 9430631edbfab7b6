/**
 * Where a menu's path opens in our console: pig's view paths (`/admin/system/user/index`, `/admin/param/index`)
 * are our routes without the `/index`; a few pig views live elsewhere here (pig keeps its message pages under
 * its tools). One rule for the console's menu and the portal's landing on a home page; no zod, so a phone that
 * imports it pays only for these lines.
 */
const ROUTE_OF_VIEW: Record<string, string> = { '/tools/message/index': '/admin/message' };

export const routeOfMenuPath = (menuPath: string): string =>
  ROUTE_OF_VIEW[menuPath] ?? menuPath.replace(/\/index$/, '');
