import type { ParsedLocation } from '@tanstack/react-router';
import { requireLogin } from '@/lib/guard';

/**
 * The beforeLoad of the console's pages (the frame and the preview pages opened from it): signed in, then the
 * console's own code and messages, loaded here rather than in every phone's first chunk.
 */
export async function enterConsole(ctx: { location: ParsedLocation }) {
  requireLogin(ctx);
  const { bootConsole } = await import('./console-boot');
  await bootConsole();
}
