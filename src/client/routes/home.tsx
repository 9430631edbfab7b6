import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { HomeCourses, homeCourseCalls } from '@/features/courses/components/home-courses';
import { systemConfigQuery, useSiteConfigState } from '@/lib/site-config';
import { TITLES } from '@/lib/route-titles';
import { unlessCached } from '@/lib/query-client';
import { nextTask } from '@/lib/next-task';
import { bootShellStands } from '@/app/boot-shell';

/**
 * How long a first visit's boot shell waits for the home page's answers. The first page is drawn in the
 * background (app/first-page.tsx), and an answer arriving meanwhile makes React draw it again at once, in one
 * blocking task; drawn after them, it is drawn once, with the courses. Past this, it is drawn without them.
 */
const FIRST_ANSWERS_WAIT_MS = 800;

function Home() {
  const { site, loading } = useSiteConfigState();
  return (
    <HomePage site={site} siteLoading={loading}>
      <HomeCourses />
    </HomePage>
  );
}

export const Route = createFileRoute('/home')({
  // The loader travels with the page's code (not in every page's first chunk) and runs before its first render.
  loader: async ({ context: { queryClient } }) => {
    const config = systemConfigQuery();
    const calls = [
      () => unlessCached(queryClient, config.queryKey, queryClient.prefetchQuery(config)),
      ...homeCourseCalls(queryClient),
    ];
    // Each call set up in a task of its own: together (ky, fetch) they were a long task on a slow phone.
    const answers: Promise<void>[] = [];
    for (const call of calls) {
      answers.push(call());
      await nextTask();
    }
    if (bootShellStands())
      await Promise.race([
        Promise.all(answers),
        new Promise((resolve) => setTimeout(resolve, FIRST_ANSWERS_WAIT_MS)),
      ]);
  },
  component: Home,
  staticData: { title: TITLES.home },
});
