import { LESSON_HANDOUT_PATH } from '@contract/constants';
import { api } from '@/lib/api-client';

/** The token-free key an opened handout is kept under: its path on the server. */
export const handoutCacheKey = (fileId: string) => `${LESSON_HANDOUT_PATH}${fileId}`;

/**
 * A handout's bytes, fetched with the learner's token (a plain link cannot send it, and a token in a link would
 * be a session anyone holding the link could use). A refusal or no network rejects.
 */
export const fetchHandout = (fileId: string): Promise<Response> => api(`edu/lesson/handout/${fileId}`);
