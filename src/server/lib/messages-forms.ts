import type { ValidatorKey } from '@contract/validators';

/**
 * The words of the forms' rules (spec §5, "Form validators"; the Chinese as pig-ui's rules say them), for a 400
 * naming a field and for a service's refusal. The console says the same in its catalog (lib/form-rules.ts).
 */
export const RULE_MESSAGES = {
  tooLong: { zh: '输入内容过长，请重新输入', en: 'Input too long, please re-enter' },
  chineseEnglishDigitUnderscore: {
    zh: '请输入中文、英文、数字包括下划线',
    en: 'Please enter Chinese, English, digits including underscore',
  },
  upperUnderscore: { zh: '请输入大写英文、下划线', en: 'Please enter upper-case English and underscore' },
  lowerUnderscore: { zh: '请输入小写英文、下划线', en: 'Please enter lower-case English and underscore' },
  lowerOnly: { zh: '请输入小写英文', en: 'Please enter lower-case English' },
  nonBlank: { zh: '请输入非空格信息', en: 'Please enter non-space information' },
  phone: { zh: '请输入合法手机号', en: 'Please enter a valid mobile number' },
  number: { zh: '包含非数字字符', en: 'Contains non-numeric characters' },
  lettersOnly: { zh: '请输入英文字母', en: 'Please enter English letters' },
  lettersOrDigits: { zh: '请输入英文字母或数字', en: 'Please enter English letters or digits' },
  startsWithLetter: { zh: '请以英文字母开头', en: 'Please start with an English letter' },
  noChinese: { zh: '不能输入中文', en: 'Chinese characters are not allowed' },
  chineseOnly: { zh: '请输入中文', en: 'Please enter Chinese' },
  mobile: { zh: '手机号格式错误', en: 'Mobile number format error' },
  email: { zh: '邮箱格式错误', en: 'Mailbox format error' },
  url: { zh: 'URL格式错误', en: 'URL format error' },
  json: { zh: 'json格式错误', en: 'json format error' },
  caseCode: {
    zh: '请输入数字，或全大写、全小写的英文和下划线',
    en: 'Please enter a number, or English all upper-case or all lower-case with underscores',
  },
} as const satisfies Record<ValidatorKey, { zh: string; en: string }>;

/** The same words as message keys (`rule_url`…), for a service that refuses a value after reading its row. */
export const RULE_MESSAGE_KEYS = Object.fromEntries(
  Object.entries(RULE_MESSAGES).map(([k, v]) => [`rule_${k}`, v]),
) as { [K in ValidatorKey as `rule_${K}`]: (typeof RULE_MESSAGES)[K] };
