import type { ServerModule } from '../module';
import { messageRoutes } from './message.routes';
import { messageStreams } from './message.stream';

/** Notices (pig's 站内信): other modules send one with `notify`, inside the transaction of what it tells of. */
export { notify } from './message.service';
export type { Notice, Recipients } from './message.service';
/** A notice's words in a language (a reminder's text says what its notice says). */
export { renderNotice } from './notice.rules';

export const messageModule: ServerModule = {
  name: 'message',
  async register(app) {
    // The live streams of this process, closed before the app closes (hooks on the app itself).
    const openStream = messageStreams(app);
    await app.register(messageRoutes, { openStream });
  },
};
