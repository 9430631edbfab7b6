import { Button, SearchBar, Space } from 'antd-mobile';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { courseDetailQuery } from '@/api/catalog';
import { ChoiceGroup } from '@/components/choice-group';
import { toast } from '@/lib/feedback';
import { timeRange } from '@/lib/format';
import { useOnline } from '@/lib/online';
import {
  coursesQuery,
  enrolFromExcel,
  enrolMembers,
  type EnrolOutcome,
  type EnrolTarget,
} from '../api/records';
import { EnrolErrors, EnrolOutcomes } from './enrol-result';
import { ExcelSource } from './excel-source';
import { MemberChooser } from './member-chooser';
import { Sheet } from './sheet';

type Source = 'members' | 'excel';

/**
 * Bulk enrolment: a course (and a session, for a classroom course), members chosen or an Excel of their
 * mobiles; a dry run shows what each row would become or the row errors, then confirming enrols for real.
 */
export function BulkEnrol({
  open,
  onClose,
  onEnrolled,
}: {
  open: boolean;
  onClose: () => void;
  onEnrolled: () => void;
}) {
  return (
    <Sheet open={open} onClose={onClose} title={<Trans>Enrol members</Trans>} data-testid="enrol-sheet">
      <EnrolForm onClose={onClose} onEnrolled={onEnrolled} />
    </Sheet>
  );
}

function EnrolForm({ onClose, onEnrolled }: { onClose: () => void; onEnrolled: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const [keyword, setKeyword] = useState('');
  const courses = useQuery(coursesQuery(keyword));
  const [courseId, setCourseId] = useState('');
  const [sessionId, setSessionId] = useState('');
  const [source, setSource] = useState<Source>('members');
  const [userIds, setUserIds] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<EnrolOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const course = courses.data?.records.find((c) => c.id === courseId);
  const detail = useQuery({ ...courseDetailQuery(courseId), enabled: course?.mode === 'offline' });
  const sessions = course?.mode === 'offline' ? (detail.data?.sessions ?? []) : [];
  const target: EnrolTarget | null =
    course && (course.mode !== 'offline' || sessionId)
      ? { courseId, sessionId: course.mode === 'offline' ? sessionId : undefined }
      : null;
  const ready = !!target && (source === 'members' ? userIds.length > 0 : !!file);
  const reset = () => setOutcome(null);

  const run = async (dryRun: boolean) => {
    if (!target || (source === 'excel' && !file)) return;
    setBusy(true);
    try {
      const answer =
        source === 'members'
          ? await enrolMembers(target, userIds, dryRun)
          : await enrolFromExcel(target, file as File, dryRun);
      setOutcome(answer);
      if (answer.kind === 'rows') void toast(t`Import failed, the following data is invalid`, 'error');
      if (answer.kind === 'failed') void toast(answer.msg ?? t`Enrolment failed`, 'error');
      if (answer.kind === 'done' && !dryRun) {
        void toast(t`Members enrolled`, 'success');
        onEnrolled();
      }
    } catch {
      void toast(
        navigator.onLine ? t`Upload failed, data format invalid` : t`Enrolling needs the network`,
        'error',
      );
    } finally {
      setBusy(false);
    }
  };
  const previewed = outcome?.kind === 'done' && outcome.answer.dryRun;
  const done = outcome?.kind === 'done' && !outcome.answer.dryRun;

  return (
    <div className="records-form">
      <label htmlFor="enrol-course">
        <Trans>Course</Trans>
      </label>
      <SearchBar
        placeholder={t`Search courses by title or teacher`}
        onSearch={(k) => (setKeyword(k), setCourseId(''), setSessionId(''), reset())}
        onClear={() => setKeyword('')}
        data-testid="enrol-course-search"
      />
      <select
        id="enrol-course"
        className="select"
        value={courseId}
        onChange={(e) => (setCourseId(e.currentTarget.value), setSessionId(''), reset())}
        data-testid="enrol-course"
      >
        <option value="">{t`Choose a course`}</option>
        {courses.data?.records.map((c) => (
          <option key={c.id} value={c.id} translate="no">
            {c.title}
          </option>
        ))}
      </select>
      {course?.mode === 'offline' && (
        <>
          <label htmlFor="enrol-session">
            <Trans>Session</Trans>
          </label>
          <select
            id="enrol-session"
            className="select"
            value={sessionId}
            onChange={(e) => (setSessionId(e.currentTarget.value), reset())}
            data-testid="enrol-session"
          >
            <option value="">{t`Choose a session`}</option>
            {sessions.map((s) => (
              <option key={s.id} value={s.id} translate="no">
                {s.title} {timeRange(s.startAt, s.endAt)}
              </option>
            ))}
          </select>
        </>
      )}
      <ChoiceGroup<Source>
        aria-label={t`Who to enrol`}
        columns={2}
        value={source}
        onChange={(s) => s && (setSource(s), reset())}
        options={[
          { label: t`Choose members`, value: 'members' },
          { label: t`Upload an Excel`, value: 'excel' },
        ]}
        data-testid="enrol-source"
      />
      {source === 'members' ? (
        <MemberChooser value={userIds} onChange={(ids) => (setUserIds(ids), reset())} />
      ) : (
        <ExcelSource onFile={(f) => (setFile(f), reset())} />
      )}
      {outcome?.kind === 'rows' && <EnrolErrors rows={outcome.rows} />}
      {outcome?.kind === 'done' && <EnrolOutcomes answer={outcome.answer} />}
      <Space wrap>
        {done ? (
          <Button color="primary" onClick={onClose} data-testid="enrol-close">
            <Trans>Done</Trans>
          </Button>
        ) : (
          <>
            <Button
              disabled={!online || !ready}
              loading={busy && !previewed}
              onClick={() => void run(true)}
              data-testid="enrol-dry-run"
            >
              <Trans>Check first</Trans>
            </Button>
            <Button
              color="primary"
              disabled={!online || !ready || !previewed}
              loading={busy && previewed}
              onClick={() => void run(false)}
              data-testid="enrol-confirm"
            >
              <Trans>Confirm the enrolment</Trans>
            </Button>
          </>
        )}
      </Space>
    </div>
  );
}
