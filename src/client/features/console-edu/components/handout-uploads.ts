import { useRef, useState } from 'react';
import type { UploadedValue } from '@/components/uploads/upload-queue';
import type { Uploader } from '@/components/uploads/use-upload-list';
import { uploadFile } from '@/lib/upload';

/**
 * The attachment widget's uploads as handouts: the widget's value names a file by its stored name, a lesson by
 * file id, so the uploader remembers which id each stored name got; and how many are still on their way (the
 * widget's value changes only once none is).
 */
export function useHandoutUploads() {
  const ids = useRef(new Map<string, string>());
  const [pending, setPending] = useState(0);
  const upload: Uploader = async (file, dir) => {
    setPending((n) => n + 1);
    try {
      const saved = await uploadFile(file, dir);
      ids.current.set(saved.fileName, saved.id);
      return saved;
    } finally {
      setPending((n) => n - 1);
    }
  };
  const idsOf = (value: readonly UploadedValue[]) =>
    value.flatMap((v) => {
      const id = v.fileName && ids.current.get(v.fileName);
      return id ? [id] : [];
    });
  return { upload, idsOf, pending };
}
