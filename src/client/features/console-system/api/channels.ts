import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Channel } from '@contract/channel';
import type { Page } from '@contract/envelope';
import { request, toSearchParams } from '@/lib/api-client';
import { invalidating } from '@/lib/mutation';
import { consoleSystemKeys, type ChannelFilter } from './keys';

export type { ChannelFilter };

/**
 * Console › Notices › Channels: pig's /admin/system-config calls (信息推送's SMS, e-mail and webhook channels) and
 * its test sends (/admin/sysMessage/send/{sms,email,hook}), in their wire shapes.
 */
export const channelsQuery = (f: ChannelFilter, enabled: boolean) =>
  queryOptions({
    queryKey: consoleSystemKeys.channelsOf(f),
    queryFn: () => request<Page<Channel>>('admin/system-config/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** What a channel's form sends: `configValue` a JSON string (its secrets masked as answered keep the stored ones). */
export type ChannelFields = Pick<
  Channel,
  'configType' | 'configName' | 'configKey' | 'configValue' | 'configStatus'
> & { id?: string };

const createChannel = (c: ChannelFields) =>
  request<Channel>('admin/system-config', { method: 'post', json: c });
/** PUT: the whole form again with its id. */
const updateChannel = (c: ChannelFields & { id: string }) =>
  request<Channel>('admin/system-config', { method: 'put', json: c });
const deleteChannels = (ids: string[]) =>
  request<true>('admin/system-config', { method: 'delete', json: ids });

/** Save a channel (create when no id), or turn one on or off (the row sent back whole); the lists are refetched. */
export const saveChannelMutation = (client: QueryClient) =>
  invalidating(client, consoleSystemKeys.channels(), ({ id, ...c }: ChannelFields) =>
    id ? updateChannel({ ...c, id }) : createChannel(c),
  );
export const useSaveChannel = () => useMutation(saveChannelMutation(useQueryClient()));

/** Delete one channel; the lists are refetched. */
export const deleteChannelMutation = (client: QueryClient) =>
  invalidating(client, consoleSystemKeys.channels(), (id: string) => deleteChannels([id]));
export const useDeleteChannel = () => useMutation(deleteChannelMutation(useQueryClient()));

/** pig's refresh: every server process reads the tenant's channels again; the lists are refetched too. */
export const refreshChannelsMutation = (client: QueryClient) =>
  invalidating(client, consoleSystemKeys.channels(), () => request<true>('admin/system-config/refresh'));
export const useRefreshChannels = () => useMutation(refreshChannelsMutation(useQueryClient()));

/**
 * A test through one channel (by its id, whatever its status): a text to `to` (SMS), a mail to `to` (e-mail), or a
 * message to the webhook (`to` unused). `title` and `text` are the mail's subject and the webhook message, in the
 * console's language. Quiet: the page says how it went, the gateway's reason when it failed.
 */
export type ChannelTest = { channel: Channel; to: string; title: string; text: string };
const sendTest = ({ channel, to, title, text }: ChannelTest) => {
  const { id, configType } = channel;
  const json =
    configType === 'sms'
      ? { id, mobiles: [to] }
      : configType === 'email'
        ? { id, mailAddress: [to], title }
        : { id, messageType: 'text', messageTitle: title, messageContent: text };
  const path = configType === 'webhook' ? 'hook' : configType;
  return request<true>(`admin/sysMessage/send/${path}`, { method: 'post', json, quiet: true });
};
export const useTestChannel = () => useMutation({ mutationFn: sendTest });
