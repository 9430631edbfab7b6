import { Button, Form, Input, Space, Switch } from 'antd-mobile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetail } from '@contract/edu';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { confirm } from '@/lib/feedback';
import { shortTime } from '@/lib/format';
import { deleteSessions, saveSession, type SessionForm } from '../api/edu-admin';
import { DateTimeInput } from './fields';

/** The sessions of a classroom course: time, venue, seats, check-in window; add and remove. */
export function SessionsPanel({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [form] = Form.useForm();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin-course', course.id] });
  const add = useMutation({
    mutationFn: (s: SessionForm) => saveSession(s),
    onSuccess: () => (form.resetFields(), refresh()),
  });
  const remove = useMutation({ mutationFn: (id: string) => deleteSessions([id]), onSuccess: refresh });
  return (
    <div data-testid="sessions-panel">
      <table className="data-table">
        <thead>
          <tr>
            <th>{t`Session`}</th>
            <th>{t`Time`}</th>
            <th>{t`Venue`}</th>
            <th>{t`Seats left`}</th>
            <th>{t`Check-in window`}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {course.sessions.map((s) => (
            <tr key={s.id} data-testid="session-row">
              <td>
                {s.title} {s.signatureRequired && <small>({t`signature`})</small>}
              </td>
              <td>
                {shortTime(s.startAt)} – {s.endAt.slice(11, 16)}
              </td>
              <td>{s.venue}</td>
              <td>
                {s.seatsLeft} / {s.capacity} {s.waitlisted > 0 && `(+${s.waitlisted})`}
              </td>
              <td>
                {shortTime(s.checkinStartAt)} ~ {shortTime(s.checkinEndAt)}
              </td>
              <td>
                <Auth value={PERMISSIONS.checkinManage}>
                  <Space wrap>
                    <Link to="/admin/edu/checkinQr" search={{ sessionId: s.id }} data-testid="session-qr-link">
                      <Trans>Check-in QR</Trans>
                    </Link>
                    <Link to="/sign/home" search={{ sessionId: s.id }}>
                      <Trans>Scan tickets</Trans>
                    </Link>
                    <Link to="/sign/list" search={{ sessionId: s.id }} data-testid="session-list-link">
                      <Trans>List</Trans>
                    </Link>
                  </Space>
                </Auth>
                <Auth value={PERMISSIONS.courseEdit}>
                  <Button
                    size="mini"
                    fill="none"
                    color="danger"
                    onClick={async () => {
                      if (await confirm(t`Delete this session?`)) remove.mutate(s.id);
                    }}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </Auth>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Auth value={PERMISSIONS.courseEdit}>
        <h3>
          <Trans>Add a session</Trans>
        </h3>
        <Form
          form={form}
          layout="horizontal"
          initialValues={{ capacity: '30', signatureRequired: false }}
          onFinish={(v: Omit<SessionForm, 'courseId' | 'capacity'> & { capacity: string }) =>
            add.mutate({ ...v, courseId: course.id, capacity: Number(v.capacity) })
          }
          footer={
            <Space>
              <Button type="submit" color="primary" loading={add.isPending} data-testid="session-add">
                <Trans>Add session</Trans>
              </Button>
            </Space>
          }
        >
          <Form.Item
            name="title"
            label={t`Session`}
            rules={[{ required: true, message: t`Please enter a name` }]}
          >
            <Input placeholder={t`e.g. Session 1`} />
          </Form.Item>
          <Form.Item
            name="startAt"
            label={t`Starts`}
            rules={[{ required: true, message: t`Please choose a time` }]}
          >
            <DateTimeInput />
          </Form.Item>
          <Form.Item
            name="endAt"
            label={t`Ends`}
            rules={[{ required: true, message: t`Please choose a time` }]}
          >
            <DateTimeInput />
          </Form.Item>
          <Form.Item name="venue" label={t`Venue`}>
            <Input />
          </Form.Item>
          <Form.Item name="address" label={t`Address`}>
            <Input />
          </Form.Item>
          <Form.Item
            name="capacity"
            label={t`Capacity`}
            rules={[{ required: true, pattern: /^[1-9]\d{0,4}$/, message: t`A whole number from 1` }]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item name="signatureRequired" label={t`Signature at check-in`} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Auth>
    </div>
  );
}
