import { Button, Input, Space, Switch, Radio } from 'antd-mobile';
import { TextArea } from '@/components/text-area';
import { Form } from '@/components/form';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Course, CourseInput } from '@contract/course';
import { categoriesQuery } from '@/api/catalog';
import { ChoiceGroup, type Choice } from '@/components/choice-group';
import { shortTime } from '@/lib/format';
import { CoverUpload, DateTimeInput, useTimeRule } from './fields';

type Values = Omit<CourseInput, 'fee' | 'creditHours' | 'capacity' | 'category'> & {
  fee: string;
  creditHours: string;
  capacity: string;
  category: string[];
};

/** One category as chips; the form keeps the array shape it had with Selector (`[value]` or `[]`). */
function CategoryChoice({
  value,
  onChange,
  options,
  label,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  options: Choice<string>[];
  label: string;
}) {
  return (
    <ChoiceGroup
      aria-label={label}
      columns={4}
      options={options}
      value={value?.[0]}
      onChange={(v) => onChange?.(v === undefined ? [] : [v])}
      data-testid="course-category"
    />
  );
}

/** Create or edit a course. Money is typed in yuan and sent in fen. */
export function CourseForm({
  course,
  onSubmit,
  busy,
}: {
  course?: Course;
  onSubmit: (input: CourseInput) => void;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const categories = useQuery(categoriesQuery());
  const timeRule = useTimeRule();
  const initial: Partial<Values> = course
    ? {
        ...course,
        cover: course.cover,
        fee: String(course.fee / 100),
        creditHours: String(course.creditHours),
        capacity: course.capacity === null ? '' : String(course.capacity),
        category: [course.category],
        // The field edits minutes; seconds from the server would fail its format check.
        enrolStartAt: course.enrolStartAt && shortTime(course.enrolStartAt),
        enrolEndAt: course.enrolEndAt && shortTime(course.enrolEndAt),
      }
    : {
        mode: 'offline',
        fee: '0',
        creditHours: '1',
        capacity: '',
        needsApproval: false,
        featured: false,
        category: [],
      };
  const finish = (v: Values) =>
    onSubmit({
      ...v,
      category: v.category[0] ?? '',
      fee: Math.round(Number(v.fee || 0) * 100),
      creditHours: Number(v.creditHours || 0),
      capacity: v.capacity ? Number(v.capacity) : null,
    });
  const required = (message: string) => [{ required: true, message }];
  return (
    <Form
      layout="horizontal"
      initialValues={initial}
      onFinish={finish}
      data-testid="course-form"
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="course-save">
          <Trans>Save</Trans>
        </Button>
      }
    >
      {!course && (
        <Form.Item name="mode" label={t`Type`}>
          <Radio.Group>
            <Space>
              <Radio className="tick-choice" value="offline">{t`Classroom`}</Radio>
              <Radio className="tick-choice" value="online">{t`Online`}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
      )}
      <Form.Item
        name="title"
        label={t`Title`}
        rules={[...required(t`Please enter the title`), { max: 128, message: t`At most 128 characters` }]}
      >
        <Input placeholder={t`Course title`} data-testid="course-title" />
      </Form.Item>
      <Form.Item
        name="category"
        label={t`Category`}
        rules={[{ required: true, type: 'array', min: 1, message: t`Please choose a category` }]}
      >
        <CategoryChoice
          label={t`Category`}
          options={(categories.data ?? []).map((c) => ({
            label: i18n.locale === 'en' ? (c.labelEn ?? c.label) : c.label,
            value: c.value,
          }))}
        />
      </Form.Item>
      <Form.Item name="cover" label={t`Cover`}>
        <CoverUpload />
      </Form.Item>
      <Form.Item name="teacher" label={t`Teacher`}>
        <Input />
      </Form.Item>
      <Form.Item
        name="creditHours"
        label={t`Credit hours`}
        rules={[{ pattern: /^\d{1,3}(\.\d)?$/, message: t`A number such as 2 or 1.5` }]}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name="fee"
        label={t`Fee (yuan)`}
        rules={[{ pattern: /^\d{1,7}(\.\d{1,2})?$/, message: t`An amount such as 300 or 99.50` }]}
      >
        <Input inputMode="decimal" />
      </Form.Item>
      <Form.Item
        name="capacity"
        label={t`Capacity`}
        help={t`Online courses only; empty for unlimited. Classroom seats are per session.`}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      <Form.Item name="enrolStartAt" label={t`Sign-up opens`} rules={[timeRule]}>
        <DateTimeInput data-testid="course-enrol-start" />
      </Form.Item>
      <Form.Item name="enrolEndAt" label={t`Sign-up closes`} rules={[timeRule]}>
        <DateTimeInput data-testid="course-enrol-end" />
      </Form.Item>
      <Form.Item name="needsApproval" label={t`Needs approval`} valuePropName="checked">
        <Switch aria-label={t`Needs approval`} tabIndex={0} data-testid="course-needs-approval" />
      </Form.Item>
      <Form.Item name="featured" label={t`Featured`} valuePropName="checked">
        <Switch aria-label={t`Featured`} tabIndex={0} data-testid="course-featured" />
      </Form.Item>
      <Form.Item name="summary" label={t`Summary`} rules={[{ max: 500, message: t`At most 500 characters` }]}>
        <TextArea />
      </Form.Item>
      <Form.Item
        name="content"
        label={t`Content (HTML)`}
        help={t`Scripts and unsafe markup are removed when saved.`}
      >
        <TextArea maxLength={100_000} />
      </Form.Item>
    </Form>
  );
}
