import type { ChannelType } from '@contract/channel';

export type LogFilter = { logType?: '0' | '9'; createBy?: string; current: number; size: number };
export type TokenFilter = { username?: string; current: number; size: number };
export type ParamFilter = { publicName?: string; publicKey?: string; current: number; size: number };
export type MessageFilter = { title?: string; category?: '0' | '1'; current: number; size: number };
export type ReminderFilter = { status?: string; channel?: string; current: number; size: number };
export type ChannelFilter = { configType?: ChannelType; configName?: string; current: number; size: number };
export type MessageReadFilter = { messageId: string; name?: string; current: number; size: number };

/** Query keys of the console's system pages. */
export const consoleSystemKeys = {
  root: ['console-system'] as const,
  params: () => ['console-system', 'params'] as const,
  paramsOf: (f: ParamFilter) => ['console-system', 'params', f] as const,
  paramTypes: () => ['console-system', 'param-types'] as const,
  socials: () => ['console-system', 'socials'] as const,
  logs: () => ['console-system', 'logs'] as const,
  tokens: () => ['console-system', 'tokens'] as const,
  tokensOf: (f: TokenFilter) => ['console-system', 'tokens', f] as const,
  logsOf: (f: LogFilter) => ['console-system', 'logs', f] as const,
  logSum: (days: number) => ['console-system', 'logs', 'sum', days] as const,
  messages: () => ['console-system', 'messages'] as const,
  messagesOf: (f: MessageFilter) => ['console-system', 'messages', f] as const,
  messageReadsOf: (f: MessageReadFilter) => ['console-system', 'messages', 'reads', f] as const,
  messageDetail: (id: string) => ['console-system', 'messages', 'detail', id] as const,
  channels: () => ['console-system', 'channels'] as const,
  channelsOf: (f: ChannelFilter) => ['console-system', 'channels', f] as const,
  remindersOf: (f: ReminderFilter) => ['console-system', 'reminders', f] as const,
};
