import { useCallback, useState } from 'react';
import { Button } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Course } from '@contract/course';
import type { Enrolment } from '@contract/enrolment';
import { Drawer } from '@/components/drawer';
import { Form } from '@/components/form';
import { RecordChooser } from '@/components/record-chooser';
import { TextArea } from '@/components/text-area';
import { UserContent } from '@/components/user-content';
import { toast } from '@/lib/feedback';
import { loadCourses, loadSignUps, useIssueCertificate } from '../api/certificates';
import { REASON_MAX } from './reason-drawer';

type Picked = { id: string; name: string };
type Values = { course?: Picked; learner?: Picked; reason: string };

/** A field whose value is chosen in a chooser: what is chosen (or that nothing is), and the button to choose. */
function Chosen({
  value,
  label,
  onChoose,
  disabled,
  testId,
}: {
  value?: Picked;
  label: string;
  onChoose: () => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <div className="certificate-chosen">
      <span data-testid={`${testId}-chosen`}>
        {value ? <UserContent>{value.name}</UserContent> : <Trans>None chosen</Trans>}
      </span>
      <Button size="mini" onClick={onChoose} disabled={disabled} data-testid={`${testId}-choose`}>
        {label}
      </Button>
    </div>
  );
}

/**
 * Issue a certificate by hand (edu_certificate_add): a course of the tenant, one of its sign-ups, and the reason
 * recorded with it. A learner who holds one for the course already gets that one back, not a second.
 */
export function IssueDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [form] = Form.useForm<Values>();
  const [choosing, setChoosing] = useState<'course' | 'learner'>();
  const course = Form.useWatch('course', form);
  const issue = useIssueCertificate();
  const courseId = course?.id ?? '';
  const signUps = useCallback(
    (q: { text?: string; current: number; size: number }) => loadSignUps(courseId, q),
    [courseId],
  );
  const finish = (v: Values) => {
    if (!v.course || !v.learner) return;
    issue.mutate(
      { courseId: v.course.id, userId: v.learner.id, reason: v.reason.trim() },
      {
        onSuccess: (made) => {
          void toast(t`Certificate ${made.number} issued`, 'success');
          form.resetFields();
          onClose();
        },
      },
    );
  };
  const pick = (field: 'course' | 'learner', value: Picked | undefined) => {
    form.setFieldValue(field, value);
    if (field === 'course') form.setFieldValue('learner', undefined);
    setChoosing(undefined);
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t`Issue a certificate by hand`}
      data-testid="certificate-issue"
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={finish}
        footer={
          <Button block type="submit" color="primary" loading={issue.isPending} data-testid="issue-submit">
            <Trans context="certificate">Issue</Trans>
          </Button>
        }
      >
        <Form.Item
          name="course"
          label={t`Course`}
          rules={[{ required: true, message: t`Please choose a course` }]}
        >
          <Chosen label={t`Choose a course`} onChoose={() => setChoosing('course')} testId="issue-course" />
        </Form.Item>
        <Form.Item
          name="learner"
          label={t`Learner`}
          description={t`One of the course's sign-ups.`}
          rules={[{ required: true, message: t`Please choose a learner` }]}
        >
          <Chosen
            label={t`Choose a learner`}
            onChoose={() => setChoosing('learner')}
            disabled={!course}
            testId="issue-learner"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t`Reason`}
          rules={[
            { required: true, whitespace: true, message: t`Please enter the reason` },
            { max: REASON_MAX, message: t`At most ${REASON_MAX} characters` },
          ]}
        >
          <TextArea rows={3} maxLength={REASON_MAX} data-testid="issue-reason" />
        </Form.Item>
      </Form>
      <RecordChooser<Course>
        open={choosing === 'course'}
        onClose={() => setChoosing(undefined)}
        title={t`Choose a course`}
        load={loadCourses}
        rowKey={(c) => c.id}
        columns={[{ key: 'title', title: t`Course`, render: (c) => c.title, userContent: true }]}
        onConfirm={([c]) => pick('course', c && { id: c.id, name: c.title })}
      />
      <RecordChooser<Enrolment>
        open={choosing === 'learner'}
        onClose={() => setChoosing(undefined)}
        title={t`Choose a learner`}
        load={signUps}
        rowKey={(e) => e.id}
        columns={[
          { key: 'name', title: t`Name`, render: (e) => e.name ?? '—', userContent: true },
          { key: 'phone', title: t`Mobile`, render: (e) => e.phone ?? '—' },
        ]}
        onConfirm={([e]) => pick('learner', e && { id: e.userId, name: e.name ?? e.userId })}
      />
    </Drawer>
  );
}
