import { useState } from 'react';
import { Button, Popup, SearchBar, Selector, Space, Tag } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseInput, CourseStatus } from '@contract/edu';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { confirm, toast } from '@/lib/feedback';
import { shortTime } from '@/lib/format';
import { adminCoursesQuery, createCourse, deleteCourses, setCourseStatus } from '../api/edu-admin';
import { CourseForm } from './course-form';
import { Pager } from './pager';
import { StatusTag } from './status-tag';

/** Console › Training › Courses: every course of the tenant, drafts included; create, publish, close, delete. */
export function CourseAdminPage() {
  const { t } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [status, setStatus] = useState<CourseStatus | undefined>();
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [creating, setCreating] = useState(false);
  const courses = useQuery(adminCoursesQuery({ status, keyword: keyword || undefined, current, size: 10 }));
  const refresh = () => client.invalidateQueries({ queryKey: ['admin-courses'] });
  const create = useMutation({
    mutationFn: (c: CourseInput) => createCourse(c),
    onSuccess: async (c) => {
      setCreating(false);
      await refresh();
      await navigate({ to: '/admin/edu/courseEditor', search: { id: c.id } });
    },
  });
  const changeStatus = useMutation({
    mutationFn: ({ id, to }: { id: string; to: CourseStatus }) => setCourseStatus(id, to),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteCourses([id]),
    onSuccess: () => (toast(t`Deleted`, 'success'), refresh()),
  });

  return (
    <section className="console-page" data-testid="course-admin">
      <div className="console-toolbar">
        <SearchBar
          placeholder={t`Search by title or teacher`}
          onSearch={(v) => (setKeyword(v), setCurrent(1))}
          onClear={() => setKeyword('')}
        />
        <Selector
          value={status ? [status] : []}
          onChange={(v) => (setStatus(v[0]), setCurrent(1))}
          options={[
            { label: t`Draft`, value: 'draft' as CourseStatus },
            { label: t`Published`, value: 'published' as CourseStatus },
            { label: t`Closed`, value: 'closed' as CourseStatus },
          ]}
        />
        <Auth value={PERMISSIONS.courseAdd}>
          <Button color="primary" onClick={() => setCreating(true)} data-testid="course-new">
            <Trans>New course</Trans>
          </Button>
        </Auth>
      </div>
      <table className="data-table">
        <thead>
          <tr>
            <th>{t`Title`}</th>
            <th>{t`Type`}</th>
            <th>{t`Status`}</th>
            <th>{t`Signed up`}</th>
            <th>{t`Sign-up closes`}</th>
            <th>{t`Actions`}</th>
          </tr>
        </thead>
        <tbody>
          {courses.data?.records.map((c) => (
            <tr key={c.id} data-testid="course-row">
              <td>
                <Link to="/admin/edu/courseEditor" search={{ id: c.id }}>
                  {c.title}
                </Link>
                {c.featured && <Tag color="warning">{t`Featured`}</Tag>}
              </td>
              <td>{c.mode === 'online' ? t`Online` : t`Classroom`}</td>
              <td>
                <StatusTag status={c.status} />
              </td>
              <td>
                {c.enrolled}
                {c.seatsLeft !== null && <small className="hint"> · {t`${c.seatsLeft} seats left`}</small>}
              </td>
              <td>{shortTime(c.enrolEndAt)}</td>
              <td>
                <Space wrap>
                  <Auth value={PERMISSIONS.courseEdit}>
                    {c.status !== 'published' ? (
                      <Button
                        size="mini"
                        color="primary"
                        onClick={() => changeStatus.mutate({ id: c.id, to: 'published' })}
                        data-testid="course-publish"
                      >
                        <Trans>Publish</Trans>
                      </Button>
                    ) : (
                      <Button size="mini" onClick={() => changeStatus.mutate({ id: c.id, to: 'closed' })}>
                        <Trans>Close</Trans>
                      </Button>
                    )}
                  </Auth>
                  <Link to="/admin/edu/enrolment" search={{ courseId: c.id }}>
                    <Trans>Sign-ups</Trans>
                  </Link>
                  <Auth value={PERMISSIONS.courseDel}>
                    <Button
                      size="mini"
                      color="danger"
                      fill="none"
                      onClick={async () => {
                        if (await confirm(t`Delete this course?`)) remove.mutate(c.id);
                      }}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </Auth>
                </Space>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={courses.data} onChange={setCurrent} />
      <Popup
        visible={creating}
        onMaskClick={() => setCreating(false)}
        position="right"
        bodyClassName="console-drawer"
        destroyOnClose
      >
        <h2>
          <Trans>New course</Trans>
        </h2>
        <CourseForm busy={create.isPending} onSubmit={(c) => create.mutate(c)} />
      </Popup>
    </section>
  );
}
