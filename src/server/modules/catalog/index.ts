import type { ServerModule } from '../module';
import { catalogRoutes } from './catalog.routes';
import { createCatalog } from './catalog.service';

export type { Catalog } from './catalog.service';

export const catalogModule: ServerModule = {
  name: 'catalog',
  async register(app) {
    // What learners browse is cached in each process; course and sign-up writes tell every process to forget it.
    app.decorate('catalog', createCatalog(app.bus));
    await app.register(catalogRoutes, { catalog: app.catalog });
  },
};
