import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { CertificateRule } from '@contract/certificate';
import type { Page } from '@contract/envelope';
import type { Exam } from '@contract/exam';
import { request } from '@/lib/api-client';
import { consoleEduKeys } from './keys';

/** What earns a course's certificate (GET /edu/certificate/rule/{courseId}, edu_certificate_view). */
export const certificateRuleQuery = (courseId: string) =>
  queryOptions({
    queryKey: consoleEduKeys.certificateRule(courseId),
    queryFn: () => request<CertificateRule>(`edu/certificate/rule/${courseId}`),
    enabled: !!courseId,
  });

/** The course's published exams, one of which a rule may name (GET /edu/exam/page, edu_exam_view). */
export const courseExamsQuery = (courseId: string, enabled: boolean) =>
  queryOptions({
    queryKey: consoleEduKeys.courseExams(courseId),
    queryFn: async () =>
      (
        await request<Page<Exam>>('edu/exam/page', {
          searchParams: { courseId, status: 'published', size: 100 },
          quiet: true,
        })
      ).records,
    enabled: enabled && !!courseId,
  });

/**
 * Saves the rule (PUT /edu/certificate/rule, edu_certificate_edit); quiet, the section shows a refusal (a rule
 * no learner could meet) as the server words it. The answer is the rule now.
 */
export const saveCertificateRuleMutation = (client: QueryClient) =>
  mutationOptions({
    mutationFn: (rule: CertificateRule) =>
      request<CertificateRule>('edu/certificate/rule', { method: 'put', json: rule, quiet: true }),
    onSuccess: (saved) => client.setQueryData(consoleEduKeys.certificateRule(saved.courseId), saved),
  });
export const useSaveCertificateRule = () => useMutation(saveCertificateRuleMutation(useQueryClient()));
