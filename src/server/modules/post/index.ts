import type { ServerModule } from '../module';
import { postRoutes } from './post.routes';

export { postView } from './post.service';

export const postModule: ServerModule = {
  name: 'post',
  async register(app) {
    await app.register(postRoutes);
  },
};
