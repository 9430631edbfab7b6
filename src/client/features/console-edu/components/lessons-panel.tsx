import { Button, Input, Space, Switch } from 'antd-mobile';
import { useState } from 'react';
import { Form } from '@/components/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetail } from '@contract/catalog';
import { PERMISSIONS } from '@contract/permissions';
import { Auth } from '@/components/auth-gates';
import { ConfirmButton } from '@/components/confirm-button';
import { DataTable } from '@/components/data-table';
import { toast } from '@/lib/feedback';
import { formatDuration } from '@/lib/format';
import { uploadFile, uploadProblem } from '@/lib/upload';
import { AttachmentUpload } from '@/components/uploads/attachment-upload';
import type { UploadedValue } from '@/components/uploads/upload-queue';
import { LESSON_HANDOUTS_MAX } from '@contract/course';
import { useDeleteLesson, useSaveLesson } from '../api/edu-admin';
import { useHandoutUploads } from './handout-uploads';
import { LessonHandoutsEditor } from './lesson-handouts-editor';

/** Reads a video's duration in the browser, so staff need not type it. */
const durationOf = (file: File) =>
  new Promise<number>((resolve) => {
    const v = document.createElement('video');
    v.preload = 'metadata';
    v.onloadedmetadata = () => (resolve(Math.round(v.duration) || 0), URL.revokeObjectURL(v.src));
    v.onerror = () => resolve(0);
    v.src = URL.createObjectURL(file);
  });

/**
 * The lessons of an online course, by chapter, with video upload (POST /admin/sys-file/upload, dir video) and
 * handouts (the attachment widget; a lesson's own are edited below the table).
 */
export function LessonsPanel({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const [form] = Form.useForm();
  const [video, setVideo] = useState<{ id: string; name: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [handouts, setHandouts] = useState<UploadedValue[]>([]);
  // A new widget after each lesson added: its list starts empty again.
  const [handoutsKey, setHandoutsKey] = useState(0);
  const handoutUploads = useHandoutUploads();
  const [editing, setEditing] = useState<string | null>(null);
  const lessons = course.chapters.flatMap((c) => c.lessons);
  const edited = lessons.find((l) => l.id === editing);
  const add = useSaveLesson();
  const remove = useDeleteLesson(course.id);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file, 'video');
    if (problem) return void toast(problem, 'error');
    setUploading(true);
    try {
      const [saved, seconds] = await Promise.all([uploadFile(file, 'video'), durationOf(file)]);
      setVideo({ id: saved.id, name: saved.name });
      if (seconds) form.setFieldValue('durationSec', String(seconds));
    } catch {
      void toast(t`Upload file failed`, 'error');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div data-testid="lessons-panel">
      <DataTable
        name="lessons"
        rows={lessons}
        rowKey={(l) => l.id}
        rowTestId="lesson-row"
        columns={[
          { key: 'chapter', title: t`Chapter`, render: (l) => l.chapter, userContent: true },
          { key: 'title', title: t`Lesson`, render: (l) => l.title, userContent: true },
          { key: 'duration', title: t`Duration`, render: (l) => formatDuration(l.durationSec) },
          {
            key: 'video',
            title: t`Video`,
            render: (l) => (l.fileId ? `${Math.round((l.videoSize ?? 0) / 1024)} KB` : t`None`),
          },
          { key: 'skip', title: t`Skipping`, render: (l) => (l.allowSkip ? t`Allowed` : t`Blocked`) },
          { key: 'handouts', title: t`Handouts`, render: (l) => l.handouts?.length ?? 0 },
          {
            key: 'actions',
            render: (l) => (
              <Auth value={PERMISSIONS.courseEdit}>
                <Button
                  size="small"
                  onClick={() => setEditing(editing === l.id ? null : l.id)}
                  aria-expanded={editing === l.id}
                  data-testid="lesson-handouts"
                >
                  <Trans>Handouts</Trans>
                </Button>{' '}
                <ConfirmButton question={t`Delete this lesson?`} onConfirm={() => remove.mutate(l.id)}>
                  <Trans>Delete</Trans>
                </ConfirmButton>
              </Auth>
            ),
          },
        ]}
      />
      {edited && (
        <Auth value={PERMISSIONS.courseEdit}>
          <LessonHandoutsEditor
            key={edited.id}
            courseId={course.id}
            lesson={edited}
            onClose={() => setEditing(null)}
          />
        </Auth>
      )}
      <Auth value={PERMISSIONS.courseEdit}>
        <h3>
          <Trans>Add a lesson</Trans>
        </h3>
        <Form
          form={form}
          layout="horizontal"
          initialValues={{ chapter: lessons.at(-1)?.chapter ?? '', allowSkip: false }}
          onFinish={(v: { chapter: string; title: string; durationSec: string; allowSkip: boolean }) =>
            add.mutate(
              {
                courseId: course.id,
                chapter: v.chapter,
                title: v.title,
                durationSec: Number(v.durationSec),
                allowSkip: v.allowSkip,
                sort: lessons.length,
                fileId: video?.id ?? null,
                handoutIds: handoutUploads.idsOf(handouts),
              },
              {
                onSuccess: () => {
                  form.resetFields();
                  setVideo(null);
                  setHandouts([]);
                  setHandoutsKey((k) => k + 1);
                },
              },
            )
          }
          footer={
            <Space>
              <Button
                type="submit"
                color="primary"
                loading={add.isPending}
                disabled={uploading || handoutUploads.pending > 0}
                data-testid="lesson-add"
              >
                <Trans>Add lesson</Trans>
              </Button>
            </Space>
          }
        >
          <Form.Item
            name="chapter"
            label={t`Chapter`}
            rules={[{ required: true, message: t`Please enter a chapter` }]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="title"
            label={t`Lesson`}
            rules={[{ required: true, message: t`Please enter a name` }]}
          >
            <Input />
          </Form.Item>
          <Form.Item label={t`Video (MP4/WebM, up to 200 MB)`}>
            <input
              type="file"
              accept="video/mp4,video/webm"
              onChange={(e) => void pick(e.target.files?.[0])}
              data-testid="lesson-video-file"
            />
            {uploading && <Trans>Uploading…</Trans>}
            {video && <span data-testid="lesson-video-name">{video.name}</span>}
          </Form.Item>
          <Form.Item
            name="durationSec"
            label={t`Duration (seconds)`}
            rules={[{ required: true, pattern: /^[1-9]\d{0,4}$/, message: t`A whole number from 1` }]}
          >
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item name="allowSkip" label={t`Allow skipping ahead`} valuePropName="checked">
            <Switch aria-label={t`Allow skipping ahead`} tabIndex={0} data-testid="lesson-allow-skip" />
          </Form.Item>
          <Form.Item label={t`Handouts`}>
            <AttachmentUpload
              key={handoutsKey}
              value={handouts}
              onChange={setHandouts}
              upload={handoutUploads.upload}
              limit={LESSON_HANDOUTS_MAX}
              data-testid="lesson-handouts-upload"
            />
          </Form.Item>
        </Form>
      </Auth>
    </div>
  );
}
