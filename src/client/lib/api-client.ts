/**
 * The request layer: ky with the /api prefix, pig's headers, the envelope's code 1 as a
 * warning toast, 423/426 handling, and one shared token refresh on 424 before the user is asked to log in.
 */
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { t } from '@lingui/core/macro';
import {
  API_PREFIX,
  DEFAULT_VERSION_HEADER,
  HEADER_SKIP_TOKEN,
  HEADER_TENANT,
  HEADER_VERSION,
  MAX_PAGE_SIZE,
  REQUEST_TIMEOUT_MS,
  RESULT_OK,
} from '@contract/constants';
import { confirm, toast } from './feedback';
import type { Envelope, Page } from '@contract/envelope';
import { Local, Session, getTenantId, getToken } from './storage';
import { i18n } from './i18n';
import { recordServerDate } from './device';
import { clearSession } from './session';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}
export class OfflineError extends Error {}

export const PASSWORD_CLIENT = 'pig:pig';
/** pig's mobile client (VITE_OAUTH2_MOBILE_CLIENT): the SMS login. */
export const MOBILE_CLIENT = 'app:app';
export const basicAuth = (client = PASSWORD_CLIENT) => `Basic ${btoa(client)}`;

/** Array values become repeated keys (?a=1&a=2), as pig's qs arrayFormat 'repeat'. */
export function toSearchParams(params: Record<string, unknown>): URLSearchParams {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) sp.append(k, String(item));
  }
  return sp;
}

/** A refresh's answer: renewed, or refused with the server's reason when it gave one (spec §8). */
type Refreshed = { renewed: true } | { renewed: false; reason: string | null };
let refreshing: Promise<Refreshed> | null = null;
// The server answers its messages in the app's language, not the browser's.
const acceptLanguage = () => (i18n.locale === 'en' ? 'en' : 'zh-CN');

/** One refresh at a time: every 424 that arrives meanwhile waits for the same answer. */
export function refreshOnce(): Promise<Refreshed> {
  refreshing ??= (async (): Promise<Refreshed> => {
    const refreshToken = Session.get('refresh_token');
    if (!refreshToken) return { renewed: false, reason: null };
    try {
      const body = await ky
        .post(new URL(`${API_PREFIX}/admin/oauth2/token`, location.origin).href, {
          searchParams: { grant_type: 'refresh_token', refresh_token: refreshToken, scope: 'server' },
          headers: {
            Authorization: Session.get('basicAuth') ?? basicAuth(),
            [HEADER_TENANT]: getTenantId(),
            'Accept-Language': acceptLanguage(),
          },
          timeout: REQUEST_TIMEOUT_MS,
        })
        .json<{ access_token: string; refresh_token: string }>();
      Session.set('token', body.access_token);
      Session.set('refresh_token', body.refresh_token);
      return { renewed: true };
    } catch (err) {
      // The refusal's msg says why (locked, expired, signed in elsewhere, ended); a network failure says nothing.
      const answer: unknown = err instanceof HTTPError ? await err.response.json().catch(() => null) : null;
      const msg = (answer as { msg?: unknown } | null)?.msg;
      return { renewed: false, reason: typeof msg === 'string' && msg ? msg : null };
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const goToLogin = () => {
  clearSession();
  location.hash = '#/login';
};

let asking = false;
async function confirmOnce(content: string, onConfirm: () => void, title?: string) {
  if (asking) return;
  asking = true;
  try {
    if (await confirm(content, title)) onConfirm();
  } finally {
    asking = false;
  }
}

const RETRIED = 'x-peixun-retried';
/**
 * Built with an encryption key (README), requests and answers are sealed as pig-ui seals them. The check is a
 * constant of the build: without a key the hooks and their module are left out of it entirely.
 */
const SEALED = !!(import.meta.env.VITE_API_ENC_KEY || import.meta.env.VITE_SM4_ENC_KEY);

export const api: KyInstance = ky.create({
  prefixUrl: new URL(API_PREFIX, location.origin).href,
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set(HEADER_VERSION, Local.get<string>('grayVersion') ?? DEFAULT_VERSION_HEADER);
        request.headers.set(HEADER_TENANT, getTenantId());
        request.headers.set('Accept-Language', acceptLanguage());
        const token = getToken();
        if (token && !request.headers.has(HEADER_SKIP_TOKEN))
          request.headers.set('Authorization', `Bearer ${token}`);
      },
      ...(SEALED ? [async (request: Request) => (await import('./api-crypto')).sealRequest(request)] : []),
    ],
    afterResponse: [
      async (request, options, response) => {
        if (response.ok) recordServerDate(response.headers.get('Date'));
        if (
          response.status === 424 &&
          !request.headers.has(RETRIED) &&
          !request.headers.has(HEADER_SKIP_TOKEN)
        ) {
          const refreshed = await refreshOnce();
          if (refreshed.renewed) {
            const headers = new Headers(request.headers);
            headers.set(RETRIED, '1');
            headers.set('Authorization', `Bearer ${getToken() ?? ''}`);
            return ky(new Request(request, { headers }), {
              timeout: REQUEST_TIMEOUT_MS,
              retry: 0,
              throwHttpErrors: false,
            });
          }
          if (refreshed.reason) void confirmOnce(t`Please log in again.`, goToLogin, refreshed.reason);
          else void confirmOnce(t`Your login has expired. Please log in again.`, goToLogin);
        }
        if (response.status === 426) {
          void confirmOnce(t`The tenant has expired. Please contact the administrator.`, () => {
            Local.remove('tenantId');
            goToLogin();
          });
        }
        return response;
      },
      // Last, so the answer of a retry after a refreshed token is opened too.
      ...(SEALED
        ? [
            async (_: Request, __: unknown, response: Response) =>
              (await import('./api-crypto')).openResponse(response),
          ]
        : []),
    ],
  },
});

/** Sends a request and unwraps pig's envelope; code 1 shows its msg as a warning and rejects. */
export async function request<T>(path: string, options: Options & { quiet?: boolean } = {}): Promise<T> {
  const { quiet, ...kyOptions } = options;
  let envelope: Envelope<T>;
  try {
    envelope = await api(path, kyOptions).json<Envelope<T>>();
  } catch (err) {
    throw await toError(err, quiet);
  }
  if (envelope.code !== RESULT_OK) {
    const msg = envelope.msg ?? t`Request failed`;
    if (!quiet) void toast(msg);
    throw new ApiError(msg, 200, envelope);
  }
  return envelope.data;
}

/**
 * Every record of a paged list, read MAX_PAGE_SIZE at a time (the server serves no larger page), for the screens
 * that show or sort a whole list. The answer is one page holding them all.
 */
export async function requestAllPages<T>(
  path: string,
  searchParams: Record<string, string | number | boolean | undefined>,
): Promise<Page<T>> {
  const records: T[] = [];
  for (let current = 1; ; current++) {
    const page = await request<Page<T>>(path, {
      searchParams: toSearchParams({ ...searchParams, current, size: MAX_PAGE_SIZE }),
    });
    records.push(...page.records);
    if (page.records.length < MAX_PAGE_SIZE || current >= Number(page.pages))
      return { ...page, records, current: '1', size: String(records.length), pages: '1' };
  }
}

async function toError(err: unknown, quiet?: boolean): Promise<Error> {
  if (err instanceof HTTPError) {
    const status = err.response.status;
    const body = (await err.response.json().catch(() => null)) as Envelope<unknown> | null;
    if (status === 423) return new ApiError(t`This is a demo environment, preview only`, status, body);
    const msg = body?.msg ?? t`System error, please contact the administrator`;
    if (!quiet && status !== 424 && status !== 426) void toast(msg, 'error');
    return new ApiError(msg, status, body);
  }
  if (!navigator.onLine || err instanceof TypeError) return new OfflineError(t`You are offline`);
  return err instanceof Error ? err : new Error(String(err));
}
