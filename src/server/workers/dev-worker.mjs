// From the sources (tests, `npm run dev`), the worker thread loads the TypeScript worker through tsx; the built
// server runs dist/server/cpu-worker.js instead (lib/cpu.ts picks).
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./cpu.worker.ts');
export default run;
