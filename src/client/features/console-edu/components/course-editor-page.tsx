import '@/components/console-tables.css';
import { useState } from 'react';
import { Button, DotLoading, Space, Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { useAuth } from '@/lib/permissions';
import { Drawer } from '@/components/drawer';
import { formatFee, timeRange } from '@/lib/format';
import { adminCourseQuery, statsQuery, useUpdateCourse } from '../api/edu-admin';
import { CertificateRulePanel } from './certificate-rule-panel';
import { CourseForm } from './course-form';
import { LessonsPanel } from './lessons-panel';
import { ReminderPanel } from './reminder-panel';
import { SessionsPanel } from './sessions-panel';
import { StatsChart } from './stats-chart';
import { StatusTag } from './status-tag';
import { UserContent, langOf } from '@/components/user-content';

/** One course in the console: its details, its sessions or lessons, and its statistics. */
export function CourseEditorPage({ id }: { id: string }) {
  const { t } = useLingui();
  const course = useQuery(adminCourseQuery(id));
  const stats = useQuery(statsQuery(id));
  const [editing, setEditing] = useState(false);
  const save = useUpdateCourse();
  const seesCertificates = useAuth(PERMISSIONS.certificateView);
  const managesReminders = useAuth(PERMISSIONS.courseEdit);
  const c = course.data;
  if (!c) return <DotLoading className="loading-dots" />;
  const s = stats.data;
  return (
    <section className="console-page" data-testid="course-editor">
      <div className="console-toolbar">
        <h2 data-testid="editor-title" translate="no" lang={langOf(c.title)}>
          {c.title}
        </h2>
        <StatusTag status={c.status} />
        <Space>
          <Auth value={PERMISSIONS.courseEdit}>
            <Button size="small" onClick={() => setEditing(true)} data-testid="course-edit">
              <Trans>Edit</Trans>
            </Button>
          </Auth>
          <Link to="/admin/edu/enrolment" search={{ courseId: id }}>
            <Trans>Sign-ups</Trans>
          </Link>
          <Link to="/detail" search={{ id }}>
            <Trans>View in the portal</Trans>
          </Link>
        </Space>
      </div>
      <p className="hint">
        <UserContent>{c.teacher}</UserContent> · {formatFee(c.fee)} ·{' '}
        {timeRange(c.enrolStartAt, c.enrolEndAt)}
      </p>
      <Tabs className="tabs" defaultActiveKey="content">
        <Tabs.Tab title={c.mode === 'offline' ? t`Sessions` : t`Lessons`} key="content">
          {c.mode === 'offline' ? <SessionsPanel course={c} /> : <LessonsPanel course={c} />}
        </Tabs.Tab>
        <Tabs.Tab title={t`Statistics`} key="stats">
          {s && (
            <div data-testid="course-stats">
              <div className="stat-cards">
                <div>
                  <b data-testid="stat-enrolled">{s.enrolled}</b>
                  <Trans>Signed up</Trans>
                </div>
                <div>
                  <b>{s.pending}</b>
                  <Trans>Pending</Trans>
                </div>
                <div>
                  <b>{s.waitlisted}</b>
                  <Trans>Waitlisted</Trans>
                </div>
                <div>
                  <b data-testid="stat-started">{s.started}</b>
                  <Trans>Started</Trans>
                </div>
                <div>
                  <b data-testid="stat-completed">{s.completed}</b>
                  <Trans>Completed</Trans>
                </div>
                <div>
                  <b>{s.hours}</b>
                  <Trans>Credit hours earned</Trans>
                </div>
              </div>
              <StatsChart stats={s} />
            </div>
          )}
        </Tabs.Tab>
        {managesReminders && (
          <Tabs.Tab title={t`Reminders`} key="reminders">
            <ReminderPanel course={c} />
          </Tabs.Tab>
        )}
        {seesCertificates && (
          <Tabs.Tab title={t`Certificate`} key="certificate">
            <CertificateRulePanel course={c} />
          </Tabs.Tab>
        )}
      </Tabs>
      <Drawer
        open={editing}
        onClose={() => setEditing(false)}
        title={t`Edit course`}
        data-testid="course-drawer"
      >
        <CourseForm
          course={c}
          busy={save.isPending}
          onSubmit={(input) => save.mutate({ ...input, id }, { onSuccess: () => setEditing(false) })}
        />
      </Drawer>
    </section>
  );
}
