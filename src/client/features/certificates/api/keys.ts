/** Query keys of the learner's own certificates (staff's lists of them are the console's). */
export const certificateKeys = {
  root: ['my-certificates'] as const,
  mine: () => ['my-certificates', 'list'] as const,
};
