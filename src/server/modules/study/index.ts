import type { ServerModule } from '../module';
import { studyRoutes } from './study.routes';
import { createProgressCache } from './study.service';

export { lessonsCompletedPerDay, studyPerDay } from './study.service';

export const studyModule: ServerModule = {
  name: 'study',
  async register(app) {
    await app.register(studyRoutes, {
      catalog: app.catalog,
      progressCache: createProgressCache(app.bus),
      exams: app.exams,
    });
  },
};
