import { useLingui } from '@lingui/react/macro';
import type { OfflineFileError } from '@/lib/offline-files';

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
