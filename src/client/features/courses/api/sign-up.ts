import { mutationOptions, type MutationFunctionContext } from '@tanstack/react-query';
import type { Enrolment } from '@contract/edu';
import { sharedKeys } from '@/api/keys';
import { useDataMutation, type MutationUi } from '@/lib/mutation';
import { cancelEnrolment, enrol } from './courses';
import { coursesKeys } from './keys';

/**
 * The detail page's sign-up and cancel (issue 29). Apart from courses.ts, which the home page loads for its
 * listing: these come with the detail page only.
 */

/** A sign-up changed: the course (its seats, my sign-up), my sign-ups and the listings are read again. */
const enrolmentChanged = (
  _data: unknown,
  { courseId }: { courseId: string },
  _result: unknown,
  { client }: MutationFunctionContext,
) =>
  Promise.all([
    client.invalidateQueries({ queryKey: sharedKeys.catalog.course(courseId) }),
    client.invalidateQueries({ queryKey: sharedKeys.enrolment.mine() }),
    client.invalidateQueries({ queryKey: coursesKeys.pages() }),
  ]);

/** Signs me up for a course (a classroom course: for one of its sessions); never queued offline. */
export const signUpMutation = mutationOptions({
  mutationFn: ({ courseId, sessionId }: { courseId: string; sessionId?: string }) =>
    enrol(courseId, sessionId),
  networkMode: 'online',
  onSuccess: enrolmentChanged,
});
export const cancelSignUpMutation = mutationOptions({
  mutationFn: ({ id }: { id: string; courseId: string }) => cancelEnrolment(id),
  networkMode: 'online',
  onSuccess: enrolmentChanged,
});
export const useSignUp = (ui?: MutationUi<Enrolment, { courseId: string; sessionId?: string }>) =>
  useDataMutation(signUpMutation, ui);
export const useCancelSignUp = (ui?: MutationUi<Enrolment, { id: string; courseId: string }>) =>
  useDataMutation(cancelSignUpMutation, ui);
