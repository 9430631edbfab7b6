import type { ServerModule } from '../module';
import { examRoutes } from './learner/learner.routes';
import { questionBankRoutes } from './bank/bank.routes';
import { examAdminRoutes } from './papers/papers.routes';
import { createExamDirectory } from './completion.service';

export { examCompletion } from './completion.service';
export { courseExamsPassed, isPublishedExamOf } from './passed.service';
export { attemptsSubmittedPerDay, attemptsWaitingByExam } from './attempts/results.service';
export type { ExamDirectory } from './completion.service';

export const examModule: ServerModule = {
  name: 'exam',
  async register(app) {
    // Which courses have published exams (course completion on study records), per tenant; exam writes forget it.
    app.decorate('exams', createExamDirectory(app.bus));
    await app.register(examRoutes);
    await app.register(questionBankRoutes);
    await app.register(examAdminRoutes);
  },
};
