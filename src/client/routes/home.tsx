import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/components/home-page';
import { useSiteConfig } from '@/lib/site-config';
import { TITLES } from '@/lib/route-titles';

function Home() {
  return <HomePage site={useSiteConfig()} />;
}

export const Route = createFileRoute('/home')({ component: Home, staticData: { title: TITLES.home } });
