/** Business constants of spec §9, shared by client and server. */
export const API_PREFIX = '/api';
export const REQUEST_TIMEOUT_MS = 50_000;
export const DEFAULT_VERSION_HEADER = 'A';
export const DEFAULT_TENANT_ID = '1';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm:ss';
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';

export const PAGE_SIZES = [1, 10, 20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
export const CHOOSER_PAGE_SIZE = 20;
export const ORG_SEARCH_PAGE_SIZE = 30;

export const USERNAME_MIN = 5;
export const USERNAME_MAX = 20;
export const REGISTER_PASSWORD_MIN = 6;
export const REGISTER_PASSWORD_MAX = 20;
export const STRENGTH_MIN = 6;
export const STRENGTH_MAX = 100;
export const SMS_CODE_LENGTH = 4;
export const TEXT_INPUT_MAX = 255;
export const TEXT_AREA_MAX = 500;

export const TOAST_MS = 3000;
export const ERROR_TOAST_MS = 2000;
export const NOTIFICATION_MS = 4500;
export const LOCK_SCREEN_DEFAULT_S = 30;
export const QUICK_LINK_NUM = 12;

/** Login lockout (pig: LOGIN_ERROR_TIMES within DELTA_TIME hours). */
export const LOGIN_ERROR_TIMES = 5;
export const LOGIN_ERROR_WINDOW_MS = 60 * 60 * 1000;

/** Header names on the wire (pig-api.md §2). */
export const HEADER_TENANT = 'TENANT-ID';
export const HEADER_VERSION = 'VERSION';
export const HEADER_SKIP_TOKEN = 'skipToken';
export const HEADER_IDEMPOTENCY = 'Idempotency-Key';

export const LOCALES = ['zh-cn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-cn';
