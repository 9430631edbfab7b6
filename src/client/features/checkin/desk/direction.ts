import type { DeskDirection } from '@contract/passage-rules';
import { Local } from '@/lib/storage';

/**
 * Whether this desk lets people in or out, kept on the device: a tablet set up at the exit stays the exit through
 * reloads and offline spells. A desk is an entry until staff say otherwise.
 */
const KEY = 'deskDirection';
export const heldDirection = (): DeskDirection => (Local.get<string>(KEY) === 'exit' ? 'exit' : 'entry');
export const holdDirection = (direction: DeskDirection) => Local.set(KEY, direction);
