import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '@contract/catalog';
import { blockedReason } from '@/features/courses/api/rules';
import { uploadProblem } from '@/lib/upload';
import { activateLocale } from '@/lib/i18n';

beforeAll(() => activateLocale('zh-cn'));

const at = (wire: string) => new Date(`${wire.replace(' ', 'T')}+08:00`).getTime();

const course = (over: Partial<CourseDetail> = {}): CourseDetail => ({
  id: '1',
  mode: 'offline',
  title: 'c',
  cover: null,
  coverImage: null,
  category: 'safety',
  summary: '',
  content: '',
  teacher: '',
  creditHours: 1,
  fee: 0,
  status: 'published',
  featured: false,
  enrolStartAt: '2030-01-01 09:00:00',
  enrolEndAt: '2030-01-10 09:00:00',
  capacity: null,
  needsApproval: false,
  seatsLeft: 5,
  enrolled: 0,
  createTime: null,
  chapters: [],
  myEnrolment: null,
  sessions: [
    {
      id: '9',
      courseId: '1',
      title: 's',
      startAt: '2030-02-01 09:00:00',
      endAt: '2030-02-01 12:00:00',
      venue: '',
      address: '',
      capacity: 5,
      seatsLeft: 5,
      waitlisted: 0,
      checkinStartAt: '',
      checkinEndAt: '',
      signatureRequired: false,
      autoCheckoutAt: null,
    },
  ],
  ...over,
});

describe('why the sign-up button is disabled', () => {
  it('follows the enrolment window to the minute, start inclusive and end exclusive', () => {
    expect(blockedReason(course(), true, at('2030-01-01 08:59:59'))).toBe('notOpen');
    expect(blockedReason(course(), true, at('2030-01-01 09:00:00'))).toBeNull();
    expect(blockedReason(course(), true, at('2030-01-10 08:59:59'))).toBeNull();
    expect(blockedReason(course(), true, at('2030-01-10 09:00:00'))).toBe('closed');
  });
  it('asks to log in only when signing up would otherwise be possible', () => {
    expect(blockedReason(course(), false, at('2030-01-05 09:00:00'))).toBe('login');
    expect(blockedReason(course(), false, at('2029-12-01 09:00:00'))).toBe('notOpen');
  });
  it('says signed up, closed course, or no session left', () => {
    const mine = {
      id: '1',
      courseId: '1',
      sessionId: '9',
      userId: '1',
      enterpriseId: null,
      status: 'approved' as const,
      reason: null,
      createTime: null,
      reviewTime: null,
      name: null,
      phone: null,
      course: { id: '1', title: 'c', mode: 'offline' as const },
      ticket: null,
      session: null,
    };
    expect(blockedReason(course({ myEnrolment: mine }), true, at('2030-01-05 09:00:00'))).toBe('enrolled');
    expect(blockedReason(course({ status: 'closed' }), true, at('2030-01-05 09:00:00'))).toBe('closed');
    expect(blockedReason(course({ enrolEndAt: null }), true, at('2030-02-01 09:00:00'))).toBe('closed');
    expect(blockedReason(course({ enrolEndAt: null }), true, at('2030-02-01 08:59:59'))).toBeNull();
  });
});

describe('upload checks before sending', () => {
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
  const MB = 1024 * 1024;
  it('takes jpeg, png and gif images up to exactly 5 MB', () => {
    expect(uploadProblem(file('a.png', 'image/png', 5 * MB), 'image')).toBeNull();
    expect(uploadProblem(file('a.png', 'image/png', 5 * MB + 1), 'image')).toBe('图片大小不能超过 5M');
    expect(uploadProblem(file('a.webp', 'image/webp', 10), 'image')).toBe('文件格式不正确');
  });
  it('checks documents by extension, either case, and videos by type up to 200 MB', () => {
    expect(uploadProblem(file('A.PDF', 'application/pdf', 10), 'doc')).toBeNull();
    expect(uploadProblem(file('a.exe', 'application/octet-stream', 10), 'doc')).not.toBeNull();
    expect(uploadProblem(file('l.mp4', 'video/mp4', 10), 'video')).toBeNull();
    expect(uploadProblem(file('l.avi', 'video/x-msvideo', 10), 'video')).not.toBeNull();
  });
});
