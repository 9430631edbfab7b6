import type { ReactNode } from 'react';

/** A console page the caller may not see: what it would show is named, nothing is fetched. */
export function NotAllowed({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <section className="console-page" data-testid={testId}>
      <p role="alert">{children}</p>
    </section>
  );
}
