import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { HomeCourses } from '@/features/courses/components/home-courses';
import { useSiteConfigState } from '@/lib/site-config';
import { TITLES } from '@/lib/route-titles';

function Home() {
  const { site, loading } = useSiteConfigState();
  return (
    <HomePage site={site} siteLoading={loading}>
      <HomeCourses />
    </HomePage>
  );
}

export const Route = createFileRoute('/home')({ component: Home, staticData: { title: TITLES.home } });
