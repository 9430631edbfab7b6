import { useLingui } from '@lingui/react/macro';
import type { OfflineFileError } from '@/lib/offline-files';
import { formatSize, percentOf } from './rules';

/** Why a download stopped, in the learner's words. */
export function useFailureText() {
  const { t } = useLingui();
  return (error: OfflineFileError | undefined): string =>
    error === 'quota'
      ? t`not enough storage space on this phone`
      : error === 'gone'
        ? t`the file is no longer on the server`
        : error === 'notEnrolled'
          ? t`you are no longer signed up for this course`
          : t`no network; it goes on when the network returns`;
}

/** A download on its way (a lesson's or a file's): downloading or paused with per cent and MB, or failed and why. */
export function useProgressText() {
  const { t } = useLingui();
  const failure = useFailureText();
  return (
    state: 'downloading' | 'paused' | 'failed',
    received: number,
    size: number,
    error?: OfflineFileError,
  ) => {
    const figures = `${formatSize(received)} / ${formatSize(size)}`;
    const percent = percentOf(received, size);
    const reason = failure(error);
    return state === 'downloading'
      ? t`Downloading ${percent}% · ${figures}`
      : state === 'paused'
        ? t`Paused at ${percent}% · ${figures}`
        : t`Failed: ${reason}`;
  };
}
