export type ItemFilter = { dictId: string };
export type I18nFilter = { text?: string; current: number; size: number };
export type FileFilter = { groupId?: string; original?: string; current: number; size: number };

/** Query keys of the console's content pages (dictionaries, translations, the material library). */
export const consoleContentKeys = {
  root: ['console-content'] as const,
  dicts: () => ['console-content', 'dicts'] as const,
  dictsOf: (name: string) => ['console-content', 'dicts', name] as const,
  items: () => ['console-content', 'items'] as const,
  itemsOf: (f: ItemFilter) => ['console-content', 'items', f] as const,
  i18n: () => ['console-content', 'i18n'] as const,
  i18nOf: (f: I18nFilter) => ['console-content', 'i18n', f] as const,
  files: () => ['console-content', 'files'] as const,
  filesOf: (f: FileFilter) => ['console-content', 'files', f] as const,
  groups: () => ['console-content', 'groups'] as const,
  fileText: (url: string) => ['console-content', 'file-text', url] as const,
};
