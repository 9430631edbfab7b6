import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { logout } from '@/lib/account';
import { Trans } from '@lingui/react/macro';

/** A full-page message with a way back home (not-found, no permission, coming soon). */
export function ResultPage({
  title,
  description,
  testId,
  action,
}: {
  title: ReactNode;
  description?: ReactNode;
  testId: string;
  /** A second way on, beside going home. */
  action?: ReactNode;
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
      {action}
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

/** Re-authorisation: log out and sign in as someone who may open this page, coming back to it. */
function SignInAgain() {
  const navigate = useNavigate();
  const here = useLocation({ select: (l) => l.href });
  return (
    <Button
      data-testid="reauthorize"
      // To the login first: the page left behind asks nothing more of the server once signed out.
      onClick={() =>
        void navigate({ to: '/login', search: { redirect: here } as never }).then(() => logout())
      }
    >
      <Trans>Sign in as another user</Trans>
    </Button>
  );
}

export const NoPermission = () => (
  <ResultPage
    testId="no-permission"
    title={<Trans>No permission</Trans>}
    description={<Trans>You are not authorized to operate.</Trans>}
    action={<SignInAgain />}
  />
);
