/** Where ARCHITECTURE.md holds the module map written from the dependency table. */
export const MODULE_MAP_START = '<!-- module-map:start (npm run docs:modules) -->';
export const MODULE_MAP_END = '<!-- module-map:end -->';

/** The document with its module map block replaced by `map`. */
export function withModuleMap(doc: string, map: string): string {
  const start = doc.indexOf(MODULE_MAP_START);
  const end = doc.indexOf(MODULE_MAP_END);
  if (start < 0 || end < start) throw new Error('ARCHITECTURE.md has no module map block');
  return `${doc.slice(0, start + MODULE_MAP_START.length)}\n\n\`\`\`\n${map}\n\`\`\`\n\n${doc.slice(end)}`;
}
