import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { HomeCourses, prefetchHomeCourses } from '@/features/courses/components/home-courses';
import { systemConfigQuery, useSiteConfigState } from '@/lib/site-config';
import { TITLES } from '@/lib/route-titles';

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
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(systemConfigQuery());
    prefetchHomeCourses(queryClient);
  },
  component: Home,
  staticData: { title: TITLES.home },
});
