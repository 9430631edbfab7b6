/** The server's messages about exams, the question bank and attempts, in both languages. */
export const EXAM_MESSAGES = {
  examNotFound: { zh: '考试不存在或未发布', en: 'The exam does not exist or is not published' },
  examNotEnrolled: {
    zh: '请先报名该考试所属课程并通过审核',
    en: "Please sign up for this exam's course (and be approved) first",
  },
  examNotOpen: {
    zh: '考试尚未开始，开始时间：{time}',
    en: 'The exam has not opened yet; it opens at {time}',
  },
  examClosed: { zh: '考试已结束', en: 'The exam has closed' },
  examNoAttemptsLeft: {
    zh: '考试次数已用完（共 {n} 次）',
    en: 'You have used all your attempts ({n})',
  },
  examPaperUnavailable: {
    zh: '试卷暂时无法生成，请联系管理员',
    en: 'The paper cannot be made at the moment; please contact the organiser',
  },
  attemptNotFound: { zh: '答卷不存在', en: 'The attempt does not exist' },
  attemptInProgress: {
    zh: '考试尚未交卷，暂无成绩',
    en: 'The attempt has not been submitted yet, so it has no result',
  },
  // Question bank
  questionCategoryNotFound: { zh: '题目分类不存在', en: 'The question category does not exist' },
  questionCategoryInUse: {
    zh: '分类“{name}”下还有题目，不能删除',
    en: 'The category "{name}" still holds questions and cannot be deleted',
  },
  questionNotFound: { zh: '题目不存在', en: 'The question does not exist' },
  questionInUse: {
    zh: '题目已被考试《{title}》使用，不能删除',
    en: 'The question is used by the exam "{title}" and cannot be deleted',
  },
  questionType: {
    zh: '题型应为单选、多选、判断或填空',
    en: 'The type must be single choice, multiple choice, true/false or fill-in',
  },
  questionOptions: {
    zh: '选择题需要 {min} 至 {max} 个选项，按 A、B、C… 顺序排列且内容不为空',
    en: 'A choice question needs {min} to {max} options, keyed A, B, C… in order, none empty',
  },
  questionAnswerMissing: { zh: '请填写正确答案', en: 'The right answer is missing' },
  questionAnswerNotOption: {
    zh: '答案 {key} 不在选项中',
    en: 'The answer {key} is not one of the options',
  },
  questionSingleAnswer: {
    zh: '单选题只能有一个正确答案',
    en: 'A single-choice question has exactly one right answer',
  },
  questionMultipleAnswer: {
    zh: '多选题至少需要两个不重复的正确答案',
    en: 'A multiple-choice question needs at least two different right answers',
  },
  questionJudgeAnswer: {
    zh: '判断题的答案只能是 T（正确）或 F（错误）',
    en: 'The answer of a true/false question must be T (true) or F (false)',
  },
  questionFillAnswer: {
    zh: '填空题每个空至少需要一个答案（最多 {blanks} 个空，每空最多 {alts} 个备选答案）',
    en:
      'Each blank of a fill-in question needs at least one answer ' +
      '(at most {blanks} blanks, {alts} alternatives each)',
  },
  questionScore: { zh: '分值应为大于 0 的数字', en: 'The score must be a number above 0' },
  questionCategoryUnknown: { zh: '分类“{name}”不存在', en: 'The category "{name}" does not exist' },
  // Exams (papers)
  examCourseNotFound: { zh: '课程不存在', en: 'The course does not exist' },
  examItemsMissing: {
    zh: '试卷中的题目不存在或已删除：{ids}',
    en: 'Some questions of the paper do not exist or were deleted: {ids}',
  },
  examItemsDuplicate: { zh: '试卷中的题目重复', en: 'A question appears twice in the paper' },
  examRuleUnsatisfiable: {
    zh: '题库中没有足够的题目：{rule} 需要 {count} 道，只有 {have} 道',
    en: 'The bank lacks questions: {rule} needs {count}, it has {have}',
  },
  examPassScore: {
    zh: '及格分（{pass}）不能高于总分（{total}）',
    en: 'The pass score ({pass}) cannot exceed the total score ({total})',
  },
  examWindow: { zh: '开始时间必须早于结束时间', en: 'The open time must be before the close time' },
  examPublishEmpty: { zh: '试卷没有题目，不能发布', en: 'A paper without questions cannot be published' },
  examHasAttempts: {
    zh: '考试《{title}》已有 {n} 份答卷，不能删除',
    en: 'The exam "{title}" already has {n} attempts and cannot be deleted',
  },
  // Attempts (staff)
  attemptNotReviewable: {
    zh: '该答卷无需审核',
    en: 'This attempt does not wait for review',
  },
  attemptDecisionNeeded: {
    zh: '逾期提交的答卷需要选择接受或驳回',
    en: 'A late attempt needs a decision: accept or reject',
  },
  attemptMarkTooHigh: {
    zh: '第 {n} 题的得分不能超过该题分值 {score}',
    en: 'The mark of question {n} cannot exceed its score {score}',
  },
  attemptMarkNotReviewable: {
    zh: '只能为填空题评分',
    en: 'Only fill-in answers can be marked by hand',
  },
  attemptNotReopenable: {
    zh: '只能重新开放已交卷的答卷，且该考生没有进行中的答卷',
    en: 'Only a submitted attempt of a learner with no attempt in progress can be re-opened',
  },
} as const;
