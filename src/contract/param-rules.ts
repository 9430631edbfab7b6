/**
 * The rules of parameter keys and values, without zod: the console's form checks what the server checks
 * (src/contract/param.ts uses them in its schemas).
 */
export const PARAM_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
/** A long text (the agreement) fits; anything past it is a file, not a parameter. */
export const PARAM_VALUE_MAX = 20_000;

/**
 * What the platform accepts for the parameters it reads: one table for the console's form and the server. A key
 * not listed takes any text.
 */
export type ParamRule =
  | { kind: 'boolean' }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'choice'; values: readonly string[] };
export const PARAM_RULES: Record<string, ParamRule> = {
  registerEnable: { kind: 'boolean' },
  smsLoginEnable: { kind: 'boolean' },
  socialLoginEnable: { kind: 'boolean' },
  i18nEnable: { kind: 'boolean' },
  antiDebugEnable: { kind: 'boolean' },
  // pig's site settings (its 网站配置 page) that the platform keeps for pig's console.
  forceResetPwd: { kind: 'boolean' },
  forceLogout: { kind: 'boolean' },
  resetPassword: { kind: 'boolean' },
  darkModeEnable: { kind: 'boolean' },
  captchaType: { kind: 'choice', values: ['none', 'clickWord', 'blockPuzzle', 'math'] },
  PASSWORD_EXPIRE_DAYS: { kind: 'integer', min: 0, max: 3650 },
  LOGIN_ERROR_TIMES: { kind: 'integer', min: 0, max: 100 },
};

/** Why `value` is not a value of `key`, or null. */
export function paramValueProblem(key: string, value: string): ParamRule['kind'] | null {
  const rule = PARAM_RULES[key];
  if (!rule) return null;
  if (rule.kind === 'boolean') return value === 'true' || value === 'false' ? null : 'boolean';
  if (rule.kind === 'choice') return rule.values.includes(value) ? null : 'choice';
  const n = Number(value);
  return /^\d+$/.test(value) && n >= rule.min && n <= rule.max ? null : 'integer';
}
