/** The one not-allowed view of the console's pages lives with the shared components now. */
export { NotAllowed } from '@/components/not-allowed';
