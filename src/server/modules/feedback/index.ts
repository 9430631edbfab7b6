import type { ServerModule } from '../module';
import { feedbackRoutes } from './feedback.routes';

export const feedbackModule: ServerModule = {
  name: 'feedback',
  async register(app) {
    await app.register(feedbackRoutes);
  },
};
