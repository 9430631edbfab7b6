import { useState } from 'react';
import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useLingui } from '@lingui/react/macro';
import { toast } from '@/lib/feedback';
import { uploadFile, uploadProblem } from '@/lib/upload';

export { DateTimeInput, useTimeRule } from '@/components/date-time-input';

/** The cover image: spec §7's image rules (jpeg/png/gif, 5 MB) checked before the upload, messages translated. */
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
