import { useLingui } from '@lingui/react/macro';
import type { Validator, ValidatorKey } from '@contract/validators';

/**
 * The words of the contract's form rules (spec §5, "Form validators"), as the server says them in its 400s
 * (server/lib/messages-forms.ts): a form and the server hold a field to one rule and word it alike.
 */
export function useRuleText(): (key: ValidatorKey) => string {
  const { t } = useLingui();
  const words: Record<ValidatorKey, string> = {
    tooLong: t`Input too long, please re-enter`,
    chineseEnglishDigitUnderscore: t`Please enter Chinese, English, digits including underscore`,
    upperUnderscore: t`Please enter upper-case English and underscore`,
    lowerUnderscore: t`Please enter lower-case English and underscore`,
    lowerOnly: t`Please enter lower-case English`,
    nonBlank: t`Please enter non-space information`,
    phone: t`Please enter a valid mobile number`,
    number: t`Contains non-numeric characters`,
    lettersOnly: t`Please enter English letters`,
    lettersOrDigits: t`Please enter English letters or digits`,
    startsWithLetter: t`Please start with an English letter`,
    noChinese: t`Chinese characters are not allowed`,
    chineseOnly: t`Please enter Chinese`,
    mobile: t`Mobile number format error`,
    email: t`Mailbox format error`,
    url: t`URL format error`,
    json: t`json format error`,
    caseCode: t`Please enter a number, or English all upper-case or all lower-case with underscores`,
  };
  return (key) => words[key];
}

/** A contract validator as a Form.Item rule: the field shows the rule's words when its value fails it. */
export const formRule = (validator: Validator, text: (key: ValidatorKey) => string) => ({
  validator: async (_: unknown, value: string | null | undefined) => {
    const key = validator(typeof value === 'string' ? value.trim() : value);
    if (key) throw new Error(text(key));
  },
});
