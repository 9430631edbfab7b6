import { createFileRoute } from '@tanstack/react-router';
import { CertificatesPage } from '@/features/certificates/components/certificates-page';
import { TITLES } from '@/lib/route-titles';

// An on-demand chunk with its own catalog (build/precache-scope.ts CERTIFICATE_CODE), kept by the service worker
// once opened.
export const Route = createFileRoute('/_auth/person/certificates')({
  component: CertificatesPage,
  staticData: { title: TITLES.certificates },
});
