import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Page } from '@contract/envelope';
import type { Message, MessageDetail, MessageInput, StaffMessage } from '@contract/message';
import { request, toSearchParams } from '@/lib/api-client';
import { invalidating } from '@/lib/mutation';
import { consoleSystemKeys, type MessageFilter, type MessageReadFilter } from './keys';

/** Console › System › Notices: pig's /admin/sysMessage calls (站内信), in their wire shapes. */
export const messagesQuery = (f: MessageFilter) =>
  queryOptions({
    queryKey: consoleSystemKeys.messagesOf(f),
    queryFn: () => request<Page<StaffMessage>>('admin/sysMessage/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });

/** One recipient of a message and whether they read it (@contract/message's messageReadSchema). */
export type MessageRead = {
  id: string;
  msgId: string;
  userId: string;
  readFlag: '0' | '1';
  title: string;
  username: string;
  name: string | null;
  createTime: string;
};

/** A page of a message's recipients with their read flags, searchable by name. */
export const messageReadsQuery = (f: MessageReadFilter) =>
  queryOptions({
    queryKey: consoleSystemKeys.messageReadsOf(f),
    queryFn: () =>
      request<Page<MessageRead>>('admin/sysMessage/user/read/page', { searchParams: toSearchParams(f) }),
    placeholderData: keepPreviousData,
  });

/** One message with the people it names (pig's `userList`; empty when it goes to everyone), to edit it. */
export const messageDetailQuery = (id: string) =>
  queryOptions({
    queryKey: consoleSystemKeys.messageDetail(id),
    queryFn: () => request<MessageDetail>(`admin/sysMessage/${id}`),
    staleTime: 0,
  });

export const createMessage = (m: MessageInput) =>
  request<Message>('admin/sysMessage', { method: 'post', json: m });
/** PUT: the whole form again, with the message's id (@contract/message's messageUpdateSchema). */
export const updateMessage = (m: MessageInput & { id: string }) =>
  request<Message>('admin/sysMessage', { method: 'put', json: m });
export const deleteMessages = (ids: string[]) =>
  request<true>('admin/sysMessage', { method: 'delete', json: ids });
export const sendMessage = (id: string) =>
  request<true>('admin/sysMessage/send', { method: 'post', searchParams: { id } });

/** Save an announcement (create when no id); the message lists are refetched. */
export const saveMessageMutation = (client: QueryClient) =>
  invalidating(client, consoleSystemKeys.messages(), ({ id, ...m }: MessageInput) =>
    id ? updateMessage({ ...m, id }) : createMessage(m),
  );
export const useSaveMessage = () => useMutation(saveMessageMutation(useQueryClient()));

/** Delete one message; the message lists are refetched. */
export const deleteMessageMutation = (client: QueryClient) =>
  invalidating(client, consoleSystemKeys.messages(), (id: string) => deleteMessages([id]));
export const useDeleteMessage = () => useMutation(deleteMessageMutation(useQueryClient()));

/** Send a draft to its recipients; the message lists (and who read it) are refetched. */
export const sendMessageMutation = (client: QueryClient) =>
  invalidating(client, consoleSystemKeys.messages(), (id: string) => sendMessage(id));
export const useSendMessage = () => useMutation(sendMessageMutation(useQueryClient()));
