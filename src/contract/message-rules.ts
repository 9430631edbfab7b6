/**
 * The notices' constants a phone needs, without zod (@contract/message holds the schemas): the two categories
 * and how often the unread count is asked for without a live stream.
 */
export const MESSAGE_CATEGORY = { announcement: '0', notice: '1' } as const;
/** How often the client asks for the unread count while it has no live stream. */
export const MESSAGE_POLL_MS = 60_000;
