import type { ServerModule } from '../module';
import { feedbackRoutes } from './feedback.routes';

export { inboxCount } from './feedback.service';

export const feedbackModule: ServerModule = {
  name: 'feedback',
  async register(app) {
    await app.register(feedbackRoutes);
  },
};
