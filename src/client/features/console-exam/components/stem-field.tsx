import { useCallback, useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FileRecord } from '@contract/file';
import { RecordChooser } from '@/components/record-chooser';
import { loadImages } from '../api/exam-admin';

/** An image tag for a library file; quotes in its name cannot end the attribute. */
const imageTag = (f: FileRecord) => {
  const alt = f.original.replace(/["<>&]/g, '');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not text for people
  return `<img src="${f.url}" alt="${alt}">`;
};

/**
 * A question's stem (or explanation) as HTML, like the course editor's content field (the server sanitises it),
 * with pictures taken from the material library: the chooser inserts an <img> of each chosen image at the end.
 */
export function StemField({
  value,
  onChange,
  testId,
  rows = 4,
}: {
  value: string;
  onChange: (v: string) => void;
  testId: string;
  rows?: number;
}) {
  const { t } = useLingui();
  const [choosing, setChoosing] = useState(false);
  const load = useCallback(
    (q: { text?: string; current: number; size: number }) =>
      loadImages({ original: q.text, current: q.current, size: q.size }),
    [],
  );
  return (
    <div className="stem-field">
      <TextArea className="boxed-field" rows={rows} value={value} onChange={onChange} data-testid={testId} />
      <Button size="mini" onClick={() => setChoosing(true)} data-testid={`${testId}-image`}>
        <Trans>Insert an image from the material library</Trans>
      </Button>
      <RecordChooser<FileRecord>
        open={choosing}
        onClose={() => setChoosing(false)}
        title={t`Material library images`}
        multiple
        load={load}
        rowKey={(f) => f.id}
        columns={[
          {
            key: 'image',
            title: t`Image`,
            render: (f) => <img src={f.url} alt="" className="stem-thumb" loading="lazy" />,
          },
          { key: 'name', title: t`File name`, render: (f) => f.original, userContent: true },
        ]}
        onConfirm={(files) => {
          setChoosing(false);
          if (files.length) onChange([value.trimEnd(), ...files.map(imageTag)].filter(Boolean).join('\n'));
        }}
      />
    </div>
  );
}
