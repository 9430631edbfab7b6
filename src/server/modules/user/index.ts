import type { ServerModule } from '../module';
import { userRoutes } from './user.routes';
import { userAdminRoutes } from './admin.routes';

export { createUserDirectory, findUser, menusOf, roleIdsOf, userById, userDepts } from './user.service';
export type { UserDirectory } from './user.service';

export const userModule: ServerModule = {
  name: 'user',
  async register(app) {
    await app.register(userRoutes);
    await app.register(userAdminRoutes);
  },
};
