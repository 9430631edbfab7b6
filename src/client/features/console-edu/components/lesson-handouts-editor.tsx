import { Button, Space } from 'antd-mobile';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LESSON_HANDOUTS_MAX, type Handout, type Lesson } from '@contract/course';
import { UserContent } from '@/components/user-content';
import { AttachmentUpload } from '@/components/uploads/attachment-upload';
import type { UploadedValue } from '@/components/uploads/upload-queue';
import { toast } from '@/lib/feedback';
import { formatBytes } from '@/lib/format';
import { useSaveHandouts } from '../api/edu-admin';
import { useHandoutUploads } from './handout-uploads';

/**
 * One lesson's handouts: those it has (in order, each movable up or removable) and new ones through the
 * attachment widget, saved together (PUT /edu/lesson with handoutIds); new ones go after those kept.
 */
export function LessonHandoutsEditor({
  courseId,
  lesson,
  onClose,
}: {
  courseId: string;
  lesson: Lesson;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [kept, setKept] = useState<Handout[]>(lesson.handouts ?? []);
  const [added, setAdded] = useState<UploadedValue[]>([]);
  const uploads = useHandoutUploads();
  const save = useSaveHandouts(courseId);
  const moveUp = (i: number) =>
    setKept((k) => [...k.slice(0, i - 1), k[i] as Handout, k[i - 1] as Handout, ...k.slice(i + 1)]);
  const submit = () =>
    save.mutate(
      { lessonId: lesson.id, handoutIds: [...kept.map((h) => h.id), ...uploads.idsOf(added)] },
      { onSuccess: () => (void toast(t`Handouts saved`, 'success'), onClose()) },
    );

  return (
    <section
      className="lesson-handouts-editor"
      data-testid="handouts-editor"
      aria-labelledby={`handouts-${lesson.id}`}
    >
      <h4 id={`handouts-${lesson.id}`}>
        <Trans>
          Handouts of <UserContent>{lesson.title}</UserContent>
        </Trans>
      </h4>
      {kept.length ? (
        <ol className="lesson-handouts-kept">
          {kept.map((h, i) => (
            <li key={h.id} data-testid="handout-kept">
              <UserContent>{h.name}</UserContent> ({formatBytes(h.size)}){' '}
              <Button
                size="mini"
                disabled={i === 0}
                onClick={() => moveUp(i)}
                aria-label={t`Move ${h.name} up`}
              >
                ↑
              </Button>{' '}
              <Button
                size="mini"
                onClick={() => setKept((k) => k.filter((x) => x.id !== h.id))}
                aria-label={t`Remove ${h.name}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="upload-hint">
          <Trans>No handouts yet.</Trans>
        </p>
      )}
      <AttachmentUpload
        value={added}
        onChange={setAdded}
        upload={uploads.upload}
        limit={Math.max(0, LESSON_HANDOUTS_MAX - kept.length)}
        data-testid="handouts-upload"
      />
      <Space>
        <Button
          color="primary"
          loading={save.isPending}
          disabled={uploads.pending > 0}
          onClick={submit}
          data-testid="handouts-save"
        >
          <Trans>Save handouts</Trans>
        </Button>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
      </Space>
    </section>
  );
}
