import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

/** A full-page message with a way back home (not-found, no permission, coming soon). */
export function ResultPage({
  title,
  description,
  testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  testId: string;
}) {
  return (
    <main className="result-page" data-testid={testId}>
      <h1>{title}</h1>
      {description && <p>{description}</p>}
      <Link to="/home">
        <Button color="primary">
          <Trans>Back to home</Trans>
        </Button>
      </Link>
    </main>
  );
}

export const NotFound = () => (
  <ResultPage
    testId="not-found"
    title={<Trans>Page not found</Trans>}
    description={<Trans>The page you are looking for does not exist.</Trans>}
  />
);

export const NoPermission = () => (
  <ResultPage
    testId="no-permission"
    title={<Trans>No permission</Trans>}
    description={<Trans>You are not authorized to operate.</Trans>}
  />
);
