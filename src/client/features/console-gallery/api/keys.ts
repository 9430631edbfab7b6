/** Query keys of the gallery's demos (the back-end page demo's questions to the server). */
export const galleryKeys = {
  root: ['gallery'] as const,
  probe: (path: string) => ['gallery', 'probe', path] as const,
};
