export { NotAllowed } from '@/components/not-allowed';
