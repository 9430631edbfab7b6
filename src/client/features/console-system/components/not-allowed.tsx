// The system pages' not-allowed view is shared with the content pages: it lives in components/.
export { NotAllowed } from '@/components/not-allowed';
