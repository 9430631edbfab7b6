import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };

/**
 * Every e2e test runs under the app's Content-Security-Policy and fails if the browser reports a violation on
 * any page of any context it opened: the policy is strict, and the whole app must live within it.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watch = (ctx: BrowserContext) =>
        ctx.on('console', (m) => {
          if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
        });
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const ctx = await newContext(...args);
        watch(ctx);
        return ctx;
      };
      await use(undefined);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
