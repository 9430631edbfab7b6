import { Button, DotLoading, Input, Switch } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetail } from '@contract/catalog';
import {
  CHECKIN_SHARE_MAX,
  CHECKIN_SHARE_MIN,
  sessionsNeeded,
  VALIDITY_MONTHS_MAX,
} from '@contract/certificate-rules';
import { PERMISSIONS } from '@contract/permissions';
import { Form } from '@/components/form';
import { NativeSelect } from '@/components/native-select';
import { OfflineEmpty } from '@/components/freshness-note';
import { toast } from '@/lib/feedback';
import { useOnline } from '@/lib/online';
import { useAuth } from '@/lib/permissions';
import { certificateRuleQuery, courseExamsQuery, useSaveCertificateRule } from '../api/certificate-rule';

type Values = { enabled: boolean; checkinShare?: string; validityMonths: string; examId?: string };
/** The choice that names no exam: every published exam of the course is to be passed. */
const EVERY_EXAM = '';

const inRange = (text: string, min: number, max: number) => {
  const n = Number(text);
  return /^\d+$/.test(text) && n >= min && n <= max;
};

/** What earns the course's certificate, said as the server applies it (docs/decisions/certificates.md). */
function WhatEarnsIt({ course, share }: { course: CourseDetail; share: number | null }) {
  const sessions = course.sessions.length;
  const needed = share === null ? null : sessionsNeeded(sessions, share);
  return (
    <div className="hint certificate-rule-terms" data-testid="certificate-rule-terms">
      <p>
        {course.mode === 'online' ? (
          <Trans>A learner earns the certificate on completing every lesson of the course.</Trans>
        ) : share === null ? (
          <Trans>
            A learner earns the certificate on checking in to the share of the sessions set below.
          </Trans>
        ) : (
          <Trans>
            A learner earns the certificate on checking in to at least {share}% of the course’s sessions,
            rounded up and at least one: {needed} of its {sessions} sessions now.
          </Trans>
        )}{' '}
        <Trans>
          When the course has published exams, passing the one chosen below is needed too (or every one of
          them, when none is chosen).
        </Trans>
      </p>
      <p>
        <Trans>
          Once it is on, learners who already meet it receive the certificate when it is saved. Staff may
          still issue a certificate by hand.
        </Trans>
      </p>
    </div>
  );
}

/**
 * The course's certificate rule: on or off, the share of sessions for a classroom course, and how many months a
 * certificate stays valid (empty: no expiry). The server refuses a rule no learner could meet (a course with no
 * lessons or sessions); its reason is shown here.
 */
export function CertificateRulePanel({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const canEdit = useAuth(PERMISSIONS.certificateEdit);
  const online = useOnline();
  const rule = useQuery(certificateRuleQuery(course.id));
  // Without the right to see exams, the rule keeps the exam it names (the server still checks it).
  const exams = useQuery(courseExamsQuery(course.id, useAuth(PERMISSIONS.examView)));
  const save = useSaveCertificateRule();
  const [form] = Form.useForm<Values>();
  const shareText = Form.useWatch('checkinShare', form);
  const classroom = course.mode !== 'online';
  if (!rule.data) {
    if (rule.isError || (!online && rule.fetchStatus === 'paused'))
      return online ? (
        <p role="alert" data-testid="certificate-rule-error">
          <Trans>The certificate rule cannot be loaded now. Refresh to try again.</Trans>
        </p>
      ) : (
        <OfflineEmpty />
      );
    return <DotLoading className="loading-dots" />;
  }
  const r = rule.data;
  const share =
    typeof shareText === 'string'
      ? inRange(shareText, CHECKIN_SHARE_MIN, CHECKIN_SHARE_MAX)
        ? Number(shareText)
        : null
      : r.checkinShare;
  const submit = (v: Values) =>
    save.mutate(
      {
        courseId: course.id,
        enabled: v.enabled,
        // An online course's form has no share: the one stored goes back unchanged.
        checkinShare: classroom ? Number(v.checkinShare) : r.checkinShare,
        validityMonths: v.validityMonths.trim() ? Number(v.validityMonths) : null,
        examId: chooseExam ? v.examId || null : r.examId,
      },
      { onSuccess: () => void toast(t`The certificate rule is saved`, 'success') },
    );
  const disabled = !canEdit;
  const chooseExam = !!exams.data?.length;
  const examOptions = [
    { id: EVERY_EXAM, label: t`Every published exam of the course` },
    ...(exams.data ?? []).map((e) => ({ id: e.id, label: e.title })),
    // A named exam unpublished since: the rule waits for it, and staff see which one it is.
    ...(r.examId && exams.data && !exams.data.some((e) => e.id === r.examId)
      ? [{ id: r.examId, label: t`An exam no longer published (${r.examId})` }]
      : []),
  ];
  return (
    <div data-testid="certificate-rule">
      <WhatEarnsIt course={course} share={classroom ? share : null} />
      {!canEdit && (
        <p className="hint">
          <Trans>Changing the rule needs the permission to edit certificates.</Trans>
        </p>
      )}
      {canEdit && !online && (
        <p className="hint" role="status">
          <Trans>You are offline: the rule can be read, but saving it needs a connection.</Trans>
        </p>
      )}
      <Form
        form={form}
        layout="horizontal"
        initialValues={{
          enabled: r.enabled,
          checkinShare: String(r.checkinShare),
          validityMonths: r.validityMonths === null ? '' : String(r.validityMonths),
          examId: r.examId ?? EVERY_EXAM,
        }}
        onFinish={submit}
        footer={
          <>
            {save.error && (
              <p className="reject-reason" role="alert" data-testid="certificate-rule-refused">
                {save.error.message}
              </p>
            )}
            <Button
              block
              type="submit"
              color="primary"
              loading={save.isPending}
              disabled={disabled || !online}
              data-testid="certificate-rule-save"
            >
              <Trans>Save</Trans>
            </Button>
          </>
        }
      >
        <Form.Item name="enabled" label={t`Issue certificates`} valuePropName="checked">
          <Switch
            aria-label={t`Issue certificates`}
            tabIndex={0}
            disabled={disabled}
            data-testid="certificate-rule-enabled"
          />
        </Form.Item>
        {classroom && (
          <Form.Item
            name="checkinShare"
            label={t`Sessions checked in to (%)`}
            rules={[
              {
                validator: async (_: unknown, v?: string) => {
                  if (!inRange(v ?? '', CHECKIN_SHARE_MIN, CHECKIN_SHARE_MAX))
                    throw new Error(t`A whole number from ${CHECKIN_SHARE_MIN} to ${CHECKIN_SHARE_MAX}`);
                },
              },
            ]}
          >
            <Input inputMode="numeric" disabled={disabled} data-testid="certificate-rule-share" />
          </Form.Item>
        )}
        <Form.Item
          name="validityMonths"
          label={t`Valid for (months)`}
          description={t`Empty: the certificate does not expire.`}
          rules={[
            {
              validator: async (_: unknown, v?: string) => {
                if (v?.trim() && !inRange(v.trim(), 1, VALIDITY_MONTHS_MAX))
                  throw new Error(t`Empty, or a whole number from 1 to ${VALIDITY_MONTHS_MAX}`);
              },
            },
          ]}
        >
          <Input inputMode="numeric" disabled={disabled} data-testid="certificate-rule-validity" />
        </Form.Item>
        {chooseExam && (
          <Form.Item name="examId" label={t`Exam to pass`}>
            <NativeSelect options={examOptions} disabled={disabled} testId="certificate-rule-exam" />
          </Form.Item>
        )}
      </Form>
    </div>
  );
}
