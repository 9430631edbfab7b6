import { Trans } from '@lingui/react/macro';
import { ResultPage } from '@/components/result-page';

/** Screens that later releases fill in: the page title and an honest note. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <ResultPage testId="coming-soon" title={title} description={<Trans>This page is coming soon.</Trans>} />
  );
}
