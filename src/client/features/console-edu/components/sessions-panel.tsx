import { Button, Input, Space, Switch } from 'antd-mobile';
import { Form } from '@/components/form';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHECKIN_OPENS_BEFORE_MS } from '@contract/checkin-rules';
import type { CourseDetail } from '@contract/catalog';
import type { SessionSortField } from '@contract/course';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable, sumOf } from '@/components/data-table';
import { firstRowNumber, Pager } from '@/components/pager';
import { timeRange } from '@/lib/format';
import { usePagedTable } from '@/lib/use-paged-table';
import { adminSessionsQuery, useDeleteSession, useSaveSession, type SessionForm } from '../api/edu-admin';
import { DateTimeInput, useTimeRule } from './fields';
import { AutoCheckoutCell } from './auto-checkout-cell';
import { UserContent } from '@/components/user-content';

/**
 * The sessions of a classroom course: time, venue, seats, check-in window; add and remove. Paged and sorted by the
 * server, the page, size and sort in the address (the course editor's only list), with totals of the page and of
 * all the course's sessions (the page call's).
 */
export function SessionsPanel({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const table = usePagedTable();
  const { current, size, ascs, descs } = table.params;
  const list = useQuery(adminSessionsQuery(course.id, { current, size, ascs, descs }));
  const sortable = (field: SessionSortField) => field;
  const seatsOf = (left: number, capacity: number, signedUp: number) =>
    t`${left} left of ${capacity}, ${signedUp} signed up`;
  const opensBefore = CHECKIN_OPENS_BEFORE_MS / 60_000;
  const timeRule = useTimeRule();
  const [form] = Form.useForm();
  const add = useSaveSession();
  const remove = useDeleteSession(course.id);
  return (
    <div data-testid="sessions-panel">
      <DataTable
        inlineActions={4}
        name="sessions"
        rows={list.data?.records ?? []}
        rowKey={(s) => s.id}
        rowTestId="session-row"
        numberFrom={firstRowNumber(list.data)}
        sort={table.sort}
        onSort={table.toggleSort}
        summary={(rows) => [
          {
            key: 'page',
            label: t`Total of this page`,
            values: {
              seats: seatsOf(
                sumOf(rows, (s) => s.seatsLeft),
                sumOf(rows, (s) => s.capacity),
                sumOf(rows, (s) => s.capacity - s.seatsLeft),
              ),
            },
          },
          ...(list.data
            ? [
                {
                  key: 'all',
                  label: t`Total of all ${list.data.total} sessions`,
                  values: {
                    seats: seatsOf(
                      list.data.seatsLeftTotal,
                      list.data.capacityTotal,
                      list.data.signedUpTotal,
                    ),
                  },
                },
              ]
            : []),
        ]}
        columns={[
          {
            key: 'title',
            title: t`Session`,
            sortField: sortable('title'),
            render: (s) => (
              <>
                <UserContent>{s.title}</UserContent> {s.signatureRequired && <small>({t`signature`})</small>}
              </>
            ),
          },
          {
            key: 'time',
            title: t`Time`,
            sortField: sortable('startAt'),
            render: (s) => timeRange(s.startAt, s.endAt),
          },
          {
            key: 'venue',
            title: t`Venue`,
            render: (s) => s.venue,
            userContent: true,
            sortField: sortable('venue'),
          },
          {
            key: 'seats',
            title: t`Seats left`,
            sortField: sortable('seatsLeft'),
            render: (s) => `${s.seatsLeft} / ${s.capacity}${s.waitlisted > 0 ? ` (+${s.waitlisted})` : ''}`,
          },
          {
            key: 'window',
            title: t`Check-in window`,
            sortField: sortable('checkinStartAt'),
            render: (s) => timeRange(s.checkinStartAt, s.checkinEndAt),
          },
          {
            key: 'checkout',
            title: t`Automatic check-out`,
            render: (s) => <AutoCheckoutCell session={s} courseId={course.id} />,
          },
          {
            key: 'actions',
            render: (s) => (
              <>
                <Auth value={PERMISSIONS.checkinManage}>
                  <Space wrap>
                    <Link
                      to="/admin/edu/checkinQr"
                      search={{ sessionId: s.id }}
                      data-testid="session-qr-link"
                    >
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
                  <ConfirmButton question={t`Delete this session?`} onConfirm={() => remove.mutate(s.id)}>
                    <Trans>Delete</Trans>
                  </ConfirmButton>
                </Auth>
              </>
            ),
          },
        ]}
      />
      <Pager page={list.data} onChange={table.setPage} onSize={table.setSize} />
      <Auth value={PERMISSIONS.courseEdit}>
        <h3>
          <Trans>Add a session</Trans>
        </h3>
        <Form
          form={form}
          layout="horizontal"
          initialValues={{ capacity: '30', signatureRequired: false }}
          onFinish={(v: Omit<SessionForm, 'courseId' | 'capacity'> & { capacity: string }) =>
            add.mutate(
              {
                ...v,
                courseId: course.id,
                capacity: Number(v.capacity),
                checkinStartAt: v.checkinStartAt ?? undefined,
                checkinEndAt: v.checkinEndAt ?? undefined,
              },
              { onSuccess: () => form.resetFields() },
            )
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
            rules={[{ required: true, message: t`Please choose a time` }, timeRule]}
          >
            <DateTimeInput data-testid="session-start" />
          </Form.Item>
          <Form.Item
            name="endAt"
            label={t`Ends`}
            rules={[{ required: true, message: t`Please choose a time` }, timeRule]}
          >
            <DateTimeInput data-testid="session-end" />
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
          <Form.Item
            name="checkinStartAt"
            label={t`Check-in opens`}
            help={plural(opensBefore, {
              one: 'Empty: # minute before the session starts',
              other: 'Empty: # minutes before the session starts',
            })}
            rules={[timeRule]}
          >
            <DateTimeInput data-testid="session-checkin-start" />
          </Form.Item>
          <Form.Item
            name="checkinEndAt"
            label={t`Check-in closes`}
            help={t`Empty: when the session ends`}
            rules={[timeRule]}
          >
            <DateTimeInput data-testid="session-checkin-end" />
          </Form.Item>
          <Form.Item name="signatureRequired" label={t`Signature at check-in`} valuePropName="checked">
            <Switch aria-label={t`Signature at check-in`} tabIndex={0} data-testid="session-signature" />
          </Form.Item>
        </Form>
      </Auth>
    </div>
  );
}
