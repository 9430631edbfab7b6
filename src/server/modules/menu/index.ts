import type { ServerModule } from '../module';
import { menuRoutes } from './menu.routes';

export { buildTree, closeUpward, packageMenus, PLATFORM_MENU_PATHS, roleMenuIds } from './menu.service';
export type { MenuRow } from './menu.service';

export const menuModule: ServerModule = {
  name: 'menu',
  async register(app) {
    await app.register(menuRoutes);
  },
};
