import type { FastifyRequest } from 'fastify';

/** The server's own messages, in the caller's language (Accept-Language; Chinese by default). */
const MESSAGES = {
  tokenExpired: { zh: '用户凭证已过期', en: 'Your login has expired' },
  tenantExpired: { zh: '租户ID为{id}的租户不存在或已过期失效', en: 'Tenant {id} does not exist or has expired' },
  tenantMismatch: { zh: '令牌不属于该租户', en: 'The token does not belong to this tenant' },
  demoMode: { zh: '演示环境，仅供预览', en: 'This is a demo environment, preview only' },
  forbidden: { zh: '权限不足，不允许访问', en: 'You are not authorized to operate' },
  notFound: { zh: '请求的资源不存在', en: 'Not found' },
  server: { zh: '系统异常，请联系管理员', en: 'System error, please contact the administrator' },
  badCredentials: { zh: '用户名不存在或者密码错误', en: 'Wrong username or password' },
  userLocked: { zh: '用户帐号已被锁定', en: 'The account is locked' },
  invalidClient: { zh: '客户端认证失败', en: 'Client authentication failed' },
  invalidRequest: { zh: '请求参数不完整', en: 'Missing request parameters' },
  invalidScope: { zh: '授权范围无效', en: 'Invalid scope' },
  invalidGrant: { zh: '刷新令牌无效或已过期', en: 'The refresh token is invalid or expired' },
  unsupportedGrant: { zh: '暂未开放短信登录', en: 'SMS login is not enabled yet' },
  tokenMissing: { zh: '令牌缺失', en: 'Token missing' },
  tooMany: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  userInfoEmpty: { zh: '用户信息为空', en: 'User information is empty' },
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'zh' | 'en';

export const langOf = (req: FastifyRequest): Lang =>
  (req.headers['accept-language'] ?? '').toLowerCase().startsWith('en') ? 'en' : 'zh';

export const message = (lang: Lang, key: MessageKey, params: Record<string, string> = {}): string =>
  MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, p: string) => params[p] ?? '');

export const t = (req: FastifyRequest, key: MessageKey, params?: Record<string, string>): string =>
  message(langOf(req), key, params);
