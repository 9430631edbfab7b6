import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { HomeCourses } from '@/features/courses/components/home-courses';
import { useSiteConfig } from '@/lib/site-config';
import { TITLES } from '@/lib/route-titles';

function Home() {
  return (
    <HomePage site={useSiteConfig()}>
      <HomeCourses />
    </HomePage>
  );
}

export const Route = createFileRoute('/home')({ component: Home, staticData: { title: TITLES.home } });
