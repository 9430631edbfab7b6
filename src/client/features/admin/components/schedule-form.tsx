import { Button, Input, TextArea } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Schedule } from '@contract/dashboard';
import type { DictItem } from '@contract/dict';
import { Form } from '@/components/form';
import { FormChoice } from '@/components/form-choice';
import { useOnline } from '@/lib/online';
import { scheduleDictQuery, type ScheduleFields } from '../api/schedule';

/** The server's bounds of a title and a text (the contract's scheduleInputSchema). */
const TITLE_MAX = 255;
const CONTENT_MAX = 20_000;

/**
 * The label of a value of pig's schedule dictionaries in the reader's language; the value itself while the
 * dictionary is not read (offline, never opened) or no longer has it.
 */
export function useScheduleLabels() {
  const { i18n } = useLingui();
  const types = useQuery(scheduleDictQuery('schedule_type'));
  const states = useQuery(scheduleDictQuery('schedule_status'));
  const labelOf = (items: DictItem[] | undefined, value: string) => {
    const item = items?.find((i) => i.value === value);
    return (i18n.locale === 'en' ? (item?.labelEn ?? item?.label) : item?.label) ?? value;
  };
  const options = (items: DictItem[] | undefined, current: string) => {
    const values = (items ?? []).map((i) => i.value);
    return (values.includes(current) ? values : [...values, current]).map((v) => ({
      value: v,
      label: labelOf(items, v),
    }));
  };
  return {
    type: (v: string) => labelOf(types.data, v),
    state: (v: string) => labelOf(states.data, v),
    typeOptions: (current: string) => options(types.data, current),
    stateOptions: (current: string) => options(states.data, current),
  };
}

type Values = Omit<ScheduleFields, 'scheduleTime'> & { scheduleTime?: string };

/** Add an entry on `day`, or edit `entry` (its day may change). Times are optional, as in pig. */
export function ScheduleForm({
  entry,
  day,
  busy,
  onSubmit,
}: {
  entry?: Schedule;
  day: string;
  busy: boolean;
  onSubmit: (fields: ScheduleFields) => void;
}) {
  const { t } = useLingui();
  const [form] = Form.useForm<Values>();
  const labels = useScheduleLabels();
  // The connection may go while the drawer is open: a save waits for it rather than queueing a diary entry.
  const online = useOnline();
  const type = Form.useWatch('scheduleType', form) ?? entry?.scheduleType ?? 'record';
  const state = Form.useWatch('scheduleState', form) ?? entry?.scheduleState ?? '0';
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{
        title: entry?.title ?? '',
        scheduleDate: entry?.scheduleDate ?? day,
        scheduleTime: entry?.scheduleTime?.slice(0, 5) ?? '',
        scheduleType: entry?.scheduleType ?? 'record',
        scheduleState: entry?.scheduleState ?? '0',
        content: entry?.content ?? '',
      }}
      onFinish={(v: Values) => onSubmit({ ...v, title: v.title.trim(), scheduleTime: v.scheduleTime ?? '' })}
      data-testid="schedule-form"
      footer={
        <Button
          block
          type="submit"
          color="primary"
          loading={busy}
          disabled={!online}
          data-testid="schedule-save"
        >
          <Trans>Save</Trans>
        </Button>
      }
    >
      <Form.Item
        name="title"
        label={t({ message: 'Title', context: 'schedule' })}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t({ message: 'Please enter the title', context: 'schedule' }),
          },
          { max: TITLE_MAX, message: t`At most ${TITLE_MAX} characters` },
        ]}
      >
        <Input data-testid="schedule-title" />
      </Form.Item>
      <Form.Item
        name="scheduleDate"
        label={t`Date`}
        rules={[{ required: true, message: t`Please choose the date` }]}
      >
        <Input type="date" data-testid="schedule-date" />
      </Form.Item>
      <Form.Item name="scheduleTime" label={t`Time`} description={t`Optional`}>
        <Input type="time" data-testid="schedule-time" />
      </Form.Item>
      <Form.Item name="scheduleType" label={t`Type`}>
        <FormChoice label={t`Type`} keep options={labels.typeOptions(type)} data-testid="schedule-type" />
      </Form.Item>
      <Form.Item name="scheduleState" label={t`State`} description={t`An ended entry leaves the calendar.`}>
        <FormChoice label={t`State`} keep options={labels.stateOptions(state)} data-testid="schedule-state" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t({ message: 'Notes', context: 'schedule' })}
        rules={[{ max: CONTENT_MAX, message: t`At most ${CONTENT_MAX} characters` }]}
      >
        <TextArea autoSize={{ minRows: 2, maxRows: 8 }} data-testid="schedule-content" />
      </Form.Item>
    </Form>
  );
}
