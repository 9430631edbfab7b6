import { useLingui } from '@lingui/react/macro';
import type { Problem } from './question-draft';

/** A draft's problem in words. */
export function useProblemText() {
  const { t } = useLingui();
  return (p: Problem): string => {
    switch (p) {
      case 'stem':
        return t`Please enter the stem`;
      case 'score':
        return t`The score is a number above 0 such as 2 or 1.5`;
      case 'options':
        return t`Fill every option or remove it`;
      case 'right':
        return t`Mark the right answer`;
      case 'blanks':
        return t`Every blank needs at least one accepted answer`;
    }
  };
}
