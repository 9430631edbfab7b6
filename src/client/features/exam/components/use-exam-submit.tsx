import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useCallback, useEffect, useRef } from 'react';
import { confirm, toast } from '@/lib/feedback';
import { persisted } from '@/lib/query-client';
import { useSubmitExam } from '../api/exam';
import { allEntries, type Journal } from '../model/journal';

/** The deadline submit fires this close to the deadline, so it is made (device time + offset) before it. */
const AUTO_SUBMIT_AT_MS = 1000;

/**
 * The sitting's submit: asked for (confirmed first) or made at the deadline, queued with everything the journal
 * holds. Answers the submit to call when the learner asks for it.
 */
export function useExamSubmit({
  journal: j,
  unanswered,
  left,
  update,
  markSubmitting,
  onSubmitted,
}: {
  journal: Journal;
  unanswered: number;
  left: number;
  update: (fn: (j: Journal) => Journal) => void;
  markSubmitting: () => void;
  onSubmitted: () => void;
}) {
  const { t } = useLingui();
  const submitting = useRef(false);
  const submit = useSubmitExam();

  const doSubmit = useCallback(
    async (auto: boolean) => {
      if (submitting.current) return;
      submitting.current = true;
      try {
        if (!auto) {
          // The dialog renders outside the app's tree (no i18n provider there): its text is made here.
          const ok = await confirm(
            <div data-testid="submit-confirm">
              {unanswered > 0
                ? plural(unanswered, {
                    one: '# question is not answered yet. Submit anyway?',
                    other: '# questions are not answered yet. Submit anyway?',
                  })
                : t`All questions are answered. Submit now?`}
            </div>,
            t`Submit the exam?`,
          );
          if (!ok) return;
        }
        // Everything the journal holds goes with the submit, so it does not depend on an earlier save.
        const cur = j;
        const clientId = cur.submit?.clientId ?? crypto.randomUUID();
        const deviceTime = Date.now();
        markSubmitting();
        update((x) => ({ ...x, submit: { clientId, deviceTime, result: null } }));
        submit.mutate({
          attemptId: cur.attemptId,
          idempotencyKey: clientId,
          body: { answers: allEntries(cur.answers), deviceTime, clockOffsetMs: Math.round(cur.offsetMs) },
        });
        // On disk before the page moves on: a reload right after must still find the queued submit.
        await persisted();
        if (auto) void toast(t`Time is up: your exam was submitted`);
        onSubmitted();
      } finally {
        submitting.current = false;
      }
    },
    [j, unanswered, update, submit, t, markSubmitting, onSubmitted],
  );

  useEffect(() => {
    if (left <= AUTO_SUBMIT_AT_MS && !j.submit) void doSubmit(true);
  }, [left, j.submit, doSubmit]);

  return doSubmit;
}
