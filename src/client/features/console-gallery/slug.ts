/** A demo's slug is its file's name: `./demos/count-up.tsx` → `count-up`. */
export const slugOf = (path: string) => path.replace(/^.*\/|\.tsx$/g, '');
