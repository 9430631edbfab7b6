import type { Page } from '@playwright/test';
import { api, type Headers } from './api';
import { LOCALES, PHONE, inLanguage, judge, logIn, tokenHeaders, wireTime, type Locale } from './axe';
import { expect, test } from './fixtures';
import { DEMO } from './helpers';

/**
 * The exam screens with an exam really taken (accessibility.spec.ts has them without one): the list, the start
 * dialog, a question, the question map, the submit dialog, the submit received, a released result, its analysis
 * and a result not released yet; axe-core's WCAG A and AA, one h1 and one main on each page, in both languages.
 */

type Question = { id: string; type: string; blanks: number };

/** Two exams of this run's own on the demo course learner01 is approved on: one scored at once, one after close. */
async function exams(page: Page, locale: Locale) {
  const staff = await tokenHeaders(page, DEMO.admin);
  const get = <T>(path: string) => api<T>(page.request, staff, 'GET', path);
  const course = (
    await get<{ records: { id: string }[] }>(`/api/edu/course/page?keyword=${encodeURIComponent('演示签到')}`)
  ).records[0]?.id;
  const bank = (await get<{ records: { id: string; type: string }[] }>('/api/edu/question/page?size=50'))
    .records;
  const items = ['single', 'judge'].map((type) => ({
    questionId: bank.find((q) => q.type === type)?.id,
    score: 5,
  }));
  const exam = (title: string, more: object = {}) =>
    api<{ id: string }>(page.request, staff, 'POST', '/api/edu/exam', {
      courseId: course,
      title,
      status: 'published',
      mode: 'fixed',
      items,
      passScore: 5,
      durationMin: 30,
      attemptsAllowed: 1,
      ...more,
    });
  const now = `无障碍测验 ${locale}`;
  await exam(now);
  const later = await exam(`无障碍待公布 ${locale}`, {
    showScore: 'after_close',
    closeAt: wireTime(7 * 24 * 60),
  });
  return { now, later: later.id };
}

/** An attempt of `examId` taken and submitted through the API: its id. */
async function submitted(page: Page, learner: Headers, examId: string) {
  const started = await api<{ attemptId: string; serverNowMs: number; questions: Question[] }>(
    page.request,
    learner,
    'POST',
    `/api/edu/exam/${examId}/attempt`,
  );
  const answers = started.questions.map((q) => ({
    questionId: q.id,
    value: q.type === 'judge' ? 'T' : 'A',
    answeredAtMs: started.serverNowMs,
  }));
  await api(page.request, learner, 'POST', `/api/edu/exam/attempt/${started.attemptId}/submit`, {
    clientId: `a11y-${Date.now()}`,
    answers,
    deviceTime: Date.now(),
    clockOffsetMs: 0,
  });
  return started.attemptId;
}

const confirmYes = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: /确定|确认|^OK$|Confirm/ })
    .click();

for (const locale of LOCALES) {
  test(`the exam screens, an exam taken, on a phone, in ${locale}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    await inLanguage(page, locale);
    const { now, later } = await exams(page, locale);
    const pending = await submitted(page, await tokenHeaders(page, DEMO.learner), later);
    await logIn(page, DEMO.learner);
    const found = await judge(page, '/person/test/test');

    const row = page.locator('[data-testid="exam-row"][data-state="open"]').filter({ hasText: now });
    await row.getByTestId('exam-start').click();
    await expect(page.getByTestId('exam-start-confirm')).toBeVisible();
    found.push(...(await judge(page, undefined, { overlay: true, name: 'start dialog' })));
    await confirmYes(page);
    await expect(page.getByTestId('exam-stem')).toBeVisible();
    found.push(...(await judge(page, undefined, { name: '/person/test/exam' })));
    await page.getByTestId('option-A').or(page.getByTestId('option-T')).first().click();
    await page.getByTestId('exam-map-open').click();
    await expect(page.getByTestId('exam-map-submit')).toBeVisible();
    found.push(...(await judge(page, undefined, { overlay: true, name: 'question map' })));
    await page.getByTestId('exam-map-submit').click();
    await expect(page.getByTestId('submit-confirm')).toBeVisible();
    found.push(...(await judge(page, undefined, { overlay: true, name: 'submit dialog' })));
    await confirmYes(page);

    await expect(page.getByTestId('exam-received')).toBeVisible({ timeout: 30_000 });
    found.push(...(await judge(page, undefined, { name: '/person/test/examSucess' })));
    await page.getByTestId('exam-see-result').click();
    await expect(page.getByTestId('result-has')).toBeVisible();
    await expect(page.getByTestId('result-question').first()).toBeVisible();
    found.push(...(await judge(page, undefined, { name: '/person/test/resultHas' })));
    await page.getByTestId('result-analysis').click();
    await expect(page.getByTestId('analysis-item').first()).toBeVisible();
    found.push(...(await judge(page, undefined, { name: '/person/test/analysis' })));

    await page.goto(`/#/person/test/resultNo?attemptId=${pending}`);
    await expect(page.getByTestId('result-no')).toBeVisible();
    found.push(...(await judge(page, undefined, { name: '/person/test/resultNo' })));
    expect(found).toEqual([]);
  });
}
