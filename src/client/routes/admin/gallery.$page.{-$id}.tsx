import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '@/features/console-gallery/gallery-page';
import { TITLES } from '@/lib/route-titles';

/** Console › Gallery: one route for every demonstration page; the optional id is the dynamic routing demo's. */
export const Route = createFileRoute('/admin/gallery/$page/{-$id}')({
  component: GalleryPage,
  staticData: { title: TITLES.admin },
});
