import { Button, Space, Tag } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseSortField, CourseStatus } from '@contract/course';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ChoiceGroup } from '@/components/choice-group';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable } from '@/components/data-table';
import { Drawer } from '@/components/drawer';
import { toast } from '@/lib/feedback';
import { shortTime } from '@/lib/format';
import { usePagedTable } from '@/lib/use-paged-table';
import { adminCoursesQuery, useCourseStatus, useCreateCourse, useDeleteCourse } from '../api/edu-admin';
import { CourseForm } from './course-form';
import { firstRowNumber, Pager } from '@/components/pager';
import { StatusTag } from './status-tag';
import { langOf } from '@/components/user-content';

/** Console › Training › Courses: every course of the tenant, drafts included; create, publish, close, delete. */
export function CourseAdminPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const table = usePagedTable<{ status: CourseStatus; keyword: string }>();
  const { status, keyword } = table.filter;
  const [creating, setCreating] = useState(false);
  const courses = useQuery(adminCoursesQuery(table.params));
  const create = useCreateCourse();
  const changeStatus = useCourseStatus();
  const remove = useDeleteCourse();
  const sortable = (field: CourseSortField) => field;

  return (
    <section className="console-page" data-testid="course-admin">
      <div className="console-toolbar">
        <SearchField
          className="toolbar-search"
          placeholder={t`Search by title or teacher`}
          defaultValue={keyword}
          onSearch={(v) => table.setFilter({ keyword: v })}
          onClear={() => table.setFilter({ keyword: undefined })}
        />
        <ChoiceGroup
          aria-label={t`Status`}
          value={status}
          onChange={(v) => table.setFilter({ status: v })}
          data-testid="course-status-filter"
          options={[
            { label: t`Draft`, value: 'draft' },
            { label: t`Published`, value: 'published' },
            { label: t`Closed`, value: 'closed' },
          ]}
        />
        <Auth value={PERMISSIONS.courseAdd}>
          <Button color="primary" onClick={() => setCreating(true)} data-testid="course-new">
            <Trans>New course</Trans>
          </Button>
        </Auth>
      </div>
      <DataTable
        name="course"
        numberFrom={firstRowNumber(courses.data)}
        rows={courses.data?.records ?? []}
        rowKey={(c) => c.id}
        rowTestId="course-row"
        columns={[
          {
            key: 'title',
            title: t`Title`,
            sortField: sortable('title'),
            render: (c) => (
              <>
                <Link
                  to="/admin/edu/courseEditor"
                  search={{ id: c.id }}
                  translate="no"
                  lang={langOf(c.title)}
                >
                  {c.title}
                </Link>
                {c.featured && (
                  <Tag color="warning" className="featured-tag">
                    {t`Featured`}
                  </Tag>
                )}
              </>
            ),
          },
          {
            key: 'mode',
            title: t`Type`,
            sortField: sortable('mode'),
            render: (c) => (c.mode === 'online' ? t`Online` : t`Classroom`),
          },
          {
            key: 'status',
            title: t`Status`,
            sortField: sortable('status'),
            render: (c) => <StatusTag status={c.status} />,
          },
          {
            key: 'enrolled',
            title: t`Signed up`,
            sortField: sortable('enrolled'),
            render: (c) => (
              <>
                {c.enrolled}
                {c.seatsLeft !== null && (
                  <small className="hint">
                    {' '}
                    · {plural(c.seatsLeft, { one: '# seat left', other: '# seats left' })}
                  </small>
                )}
              </>
            ),
          },
          {
            key: 'closes',
            title: t`Sign-up closes`,
            sortField: sortable('enrolEndAt'),
            render: (c) => shortTime(c.enrolEndAt),
          },
          {
            key: 'actions',
            title: t`Actions`,
            render: (c) => (
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
                  <ConfirmButton
                    question={t`Delete this course?`}
                    onConfirm={() =>
                      remove.mutate(c.id, { onSuccess: () => void toast(t`Deleted`, 'success') })
                    }
                    data-testid="course-delete"
                  >
                    <Trans>Delete</Trans>
                  </ConfirmButton>
                </Auth>
              </Space>
            ),
          },
        ]}
        sort={table.sort}
        onSort={table.toggleSort}
      />
      <Pager page={courses.data} onChange={table.setPage} onSize={table.setSize} />
      <Drawer
        open={creating}
        onClose={() => setCreating(false)}
        title={<Trans>New course</Trans>}
        data-testid="course-drawer"
      >
        <CourseForm
          busy={create.isPending}
          onSubmit={(input) =>
            create.mutate(input, {
              onSuccess: (c) => {
                setCreating(false);
                void navigate({ to: '/admin/edu/courseEditor', search: { id: c.id } });
              },
            })
          }
        />
      </Drawer>
    </section>
  );
}
