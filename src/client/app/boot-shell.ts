/**
 * index.html's boot shell (build/boot-shell.ts) stands over the app until the first page has rendered, then
 * goes in the same frame: the page beneath is drawn where the shell's boxes were, so nothing moves.
 */
export function releaseBootShell() {
  document.getElementById('boot-shell')?.remove();
  document.documentElement.classList.remove('boot-shell');
}

/** Whether the boot shell stands in for the page (a first page load of the home page, in the default language). */
export const bootShellStands = () => document.documentElement.classList.contains('boot-shell');
