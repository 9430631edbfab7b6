import type { ServerModule } from '../module';
import { examRoutes } from './exam.routes';
import { questionBankRoutes } from './exam.bank.routes';
import { examAdminRoutes } from './exam.admin.routes';
import { createExamDirectory } from './exam.completion';

export { examCompletion } from './exam.completion';
export type { ExamDirectory } from './exam.completion';
export type { AnswerRow, AttemptQuestionRow, DrawRuleRow, OptionRow } from './exam.types';

export const examModule: ServerModule = {
  name: 'exam',
  async register(app) {
    // Which courses have published exams (course completion on study records), per tenant; exam writes forget it.
    app.decorate('exams', createExamDirectory(app.bus));
    await app.register(examRoutes);
    await app.register(questionBankRoutes);
    await app.register(examAdminRoutes, { onChange: app.exams.changed });
  },
};
