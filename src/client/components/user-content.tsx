import type { ReactNode } from 'react';

/**
 * What people wrote (a course title, a name, a venue): shown as written in every language. translate="no" tells
 * browsers' page translators to leave it alone, and the e2e language check not to judge it as UI text.
 */
export function UserContent({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}
