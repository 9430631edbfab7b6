import '@/components/console-tables.css';
import { useMemo, useState } from 'react';
import { Button, Input, DatePicker, ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/feedback';
import { localTime } from '@/lib/format';
import { focusables, useModalKeys } from '@/lib/modal-keys';
import { uploadFile, uploadProblem } from '@/lib/upload';
import { parseWireMinute, pickerLabels, WIRE_MINUTE } from './date-time';

/** The Form rule for a DateTimeInput: its text must be a wire time (required is the caller's choice). */
export function useTimeRule() {
  const { t } = useLingui();
  return { pattern: WIRE_MINUTE, message: t`Use the format yyyy-MM-dd HH:mm, e.g. 2026-03-01 09:00` };
}

/**
 * antd-mobile's picker header buttons are anchors without href, which Tab skips and Enter ignores: make them
 * focusable and pressable once the picker is on screen.
 */
/* eslint-disable lingui/no-unlocalized-strings -- CSS selectors, not text */
const HEADER_ANCHORS = 'a:not([href])';
const PICKER_ACTION = '[data-picker-action]';
/* eslint-enable lingui/no-unlocalized-strings */

function pressableHeader(picker: HTMLElement) {
  // The picker's only anchors are its header's two actions (cancel, confirm); marked for the keys and the ring.
  for (const a of picker.querySelectorAll<HTMLElement>(HEADER_ANCHORS)) {
    a.tabIndex = 0;
    a.dataset.pickerAction = '';
  }
  picker.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    if ((e.key === 'Enter' || e.key === ' ') && target.matches(PICKER_ACTION)) {
      e.preventDefault();
      target.click();
    }
  });
}

/**
 * A wire time "yyyy-MM-dd HH:mm" typed on the keyboard, or chosen with antd-mobile's DatePicker (texts in the
 * app's language; the browser's own datetime-local picker follows the browser's). The value is the typed text,
 * null when empty; callers check its format with `useTimeRule`.
 */
export function DateTimeInput({
  value,
  onChange,
  id,
  'data-testid': testId,
}: {
  value?: string | null;
  onChange?: (v: string | null) => void;
  id?: string;
  'data-testid'?: string;
}) {
  const { t, i18n } = useLingui();
  const [picking, setPicking] = useState(false);
  const [picker, setPicker] = useState<HTMLElement | null>(null);
  const renderLabel = useMemo(() => pickerLabels(i18n.locale), [i18n.locale]);
  const date = useMemo(() => parseWireMinute(value), [value]);
  const close = () => setPicking(false);
  useModalKeys(picking ? picker : null, close, (el) => focusables(el)[0]);
  return (
    <div className="datetime-field">
      <Input
        id={id}
        value={value ?? ''}
        placeholder={t`yyyy-MM-dd HH:mm`}
        onChange={(v) => onChange?.(v.trim() ? v : null)}
        data-testid={testId}
      />
      <Button
        size="small"
        aria-label={t`Choose date and time`}
        onClick={() => setPicking(true)}
        data-testid={testId && `${testId}-pick`}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" className="datetime-icon">
          <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" />
          <path d="M1.5 6.5h13M5 1v3M11 1v3" />
        </svg>
      </Button>
      <DatePicker
        visible={picking}
        onClose={close}
        destroyOnClose
        precision="minute"
        title={t`Choose date and time`}
        value={date}
        onConfirm={(d) => onChange?.(localTime(d.getTime()))}
        renderLabel={renderLabel}
        mouseWheel
        className="datetime-picker"
        afterShow={() => {
          // Closed pickers are destroyed, so the one on the page is this one.
          const el = document.getElementsByClassName('datetime-picker')[0];
          if (!(el instanceof HTMLElement)) return;
          pressableHeader(el);
          setPicker(el);
        }}
        afterClose={() => setPicker(null)}
      />
    </div>
  );
}

/** The cover image: the image rules (jpeg/png/gif, 5 MB) checked before the upload, messages translated. */
export function CoverUpload({
  value,
  onChange,
}: {
  value?: string | null;
  onChange?: (url: string | null) => void;
}) {
  const { t } = useLingui();
  const [items, setItems] = useState<ImageUploadItem[]>(value ? [{ url: value }] : []);
  return (
    <ImageUploader
      className="image-field"
      value={items}
      maxCount={1}
      accept="image/jpeg,image/png,image/gif"
      beforeUpload={(file) => {
        const problem = uploadProblem(file, 'image');
        if (problem) void toast(problem, 'error');
        return problem ? null : file;
      }}
      upload={async (file) => {
        try {
          const saved = await uploadFile(file, 'image');
          void toast(t`Image uploaded successfully`, 'success');
          return { url: saved.url };
        } catch (err) {
          void toast(t`Upload failed, please upload again`, 'error');
          throw err;
        }
      }}
      onChange={(next) => {
        setItems(next);
        onChange?.(next[0]?.url ?? null);
      }}
    />
  );
}
