/** Business constants that the code uses, shared by client and server. */
export const API_PREFIX = '/api';
/** pig's `R`: code 0 = ok, 1 = business failure with a readable msg. */
export const RESULT_OK = 0;
export const RESULT_FAIL = 1;
export const REQUEST_TIMEOUT_MS = 50_000;
export const DEFAULT_VERSION_HEADER = 'A';
export const DEFAULT_TENANT_ID = '1';
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';

/** A record's id on the wire: digits (a bigint), and within what a JavaScript number holds exactly. */
export const ID_PATTERN = /^\d{1,19}$/;
export const isId = (v: unknown): v is string =>
  typeof v === 'string' && ID_PATTERN.test(v) && Number(v) <= Number.MAX_SAFE_INTEGER;
/** An id read from an address (a number there when it looks like one), or undefined when it is not an id. */
export const idOf = (v: unknown) =>
  (typeof v === 'number' || typeof v === 'string') && isId(String(v)) ? String(v) : undefined;

/**
 * Page sizes: the options (1, 10, 20, 50, 100, 200) and the API's largest page. A larger size is served
 * MAX_PAGE_SIZE at a time, as pig's maxLimit clamps rather than refuses (a page of 1,000 people held the
 * event loop for 100 ms; screens that need a whole list read it page by page).
 */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;
export const PAGE_SIZES = [1, 10, 20, 50, 100, 200] as const;

export const USERNAME_MIN = 5;
export const USERNAME_MAX = 20;
export const REGISTER_PASSWORD_MIN = 6;
export const REGISTER_PASSWORD_MAX = 20;
export const STRENGTH_MIN = 6;
export const STRENGTH_MAX = 100;
export const TEXT_INPUT_MAX = 255;
export const TEXT_AREA_MAX = 500;

export const TOAST_MS = 3000;
export const ERROR_TOAST_MS = 2000;
/** The pop-up notification of a new notice (spec §9). */
export const NOTIFICATION_MS = 4500;

/** pig's source of an SMS login: the token endpoint's `mobile=SMS@<phone>` (other sources are social logins). */
export const SMS_LOGIN_SOURCE = 'SMS';

/** The `data` of a code-1 answer to an SMS send without a solved puzzle: show the slider, then send again. */
export const CAPTCHA_REQUIRED = 'captcha_required';

/** SMS verification codes: digits, life, resend wait, wrong tries, and the send limits. */
export const SMS_CODE_LENGTH = 4;
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_TRIES = 5;
/** pig's SMS_IP_LIMIT_TIMES: sends per source address per minute; and a day's sends per phone and per address. */
export const SMS_PER_SOURCE_PER_MINUTE = 5;
export const SMS_PER_PHONE_PER_DAY = 10;
export const SMS_PER_SOURCE_PER_DAY = 50;

/** Login lockout (pig: LOGIN_ERROR_TIMES within DELTA_TIME hours). */
export const LOGIN_ERROR_TIMES = 5;
export const LOGIN_ERROR_WINDOW_MS = 60 * 60 * 1000;

/** Header names on the wire, as pig's. */
export const HEADER_TENANT = 'TENANT-ID';
export const HEADER_VERSION = 'VERSION';
export const HEADER_SKIP_TOKEN = 'skipToken';

export const LOCALES = ['zh-cn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-cn';

/** Cache Storage names shared by the page and its service worker. */
export const CACHE_NAMES = {
  /** Tenant-wide public answers (site config, i18n, tenant list). */
  publicApi: 'api-public',
  /** The last catalog answers, for offline browsing; they hold a user's sign-up state, so logout clears it. */
  courses: 'api-courses',
  /** Certificates' PDFs and PNGs a learner downloaded, kept so they open again offline; cleared at logout. */
  certificates: 'certificates',
  images: 'images',
  /** Built chunks left out of the precache (the console, the fallback scanner), cached when first fetched. */
  assets: 'assets',
} as const;
/** Caches that hold what one user saw: emptied when the user changes. */
export const USER_CACHE_NAMES = [CACHE_NAMES.courses, CACHE_NAMES.certificates];

/**
 * The IndexedDB database of the files a learner took away (contract/offline-files.ts): deleted when the user
 * changes (client lib/query-client.ts), with the caches above.
 */
export const OFFLINE_FILES_DB = 'peixun-offline-files';
/** A local-storage flag set while downloads wait in that queue: the app resumes the queue at start-up only then. */
export const DOWNLOADS_PENDING = 'downloadsPending';

/** A lesson's video; its token-free path (no signed query) is answered from the downloaded copy. */
export const LESSON_VIDEO_PATH = `${API_PREFIX}/edu/lesson/video/`;
/** A lesson handout's bytes (by file id); also the token-free key its opened copy is cached under. */
export const LESSON_HANDOUT_PATH = `${API_PREFIX}/edu/lesson/handout/`;

/**
 * The shape any request may have, whatever its route's contract: none of our contracts nests deeper
 * than 5 levels or sends more than a page of ids in a query, so these leave room and still bound the work a body
 * or a query string can cause. Deeper or larger input is refused with 400 before anything else reads it.
 */
export const MAX_JSON_DEPTH = 64;
/**
 * Members of one JSON object (our widest body has 22 fields; pig's console sends whole records of about 40):
 * past about a hundred, V8 builds an object as a hash table, six times slower to parse, so a body of objects
 * with thousands of keys costs far more time than its size says.
 */
export const MAX_JSON_KEYS = 100;
/**
 * Values of a JSON body in all: lists and objects, and the items and members in them (a check-in batch of 200
 * holds about 3,000).
 */
export const MAX_JSON_VALUES = 20_000;
/** Distinct keys of a query string. */
export const MAX_QUERY_KEYS = 64;
/** key=value pairs of a query string in all (a repeated key is a list: `ids=1&ids=2`). */
export const MAX_QUERY_PAIRS = 1000;
