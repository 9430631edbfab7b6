import { describe, expect, it } from 'vitest';
import { messageInputSchema, type Message } from '@contract/message';
import type { OrgItem } from '@contract/dept';
import { inputOf, MESSAGE_LINK, type MessageValues } from '@/features/console-system/components/message-form';

const person = (id: string): OrgItem => ({
  id,
  name: `P${id}`,
  type: 'user',
  avatar: null,
  status: 1,
  selected: false,
});
const values = (patch: Partial<MessageValues>): MessageValues => ({
  title: '  Holiday  ',
  content: 'Closed on Monday',
  sort: 3,
  link: '',
  to: 'all',
  users: [person('7')],
  ...patch,
});

describe('the notice form', () => {
  it('sends everyone as an empty user list, a blank link as none, a trimmed title', () => {
    const input = inputOf(values({}));
    expect(input).toEqual({
      id: undefined,
      category: '0',
      title: 'Holiday',
      content: 'Closed on Monday',
      sort: 3,
      link: null,
      userList: [],
    });
    expect(messageInputSchema.safeParse(input).success).toBe(true);
  });

  it('sends the chosen people by id, and the edited message’s id and category', () => {
    const message = { id: '42', category: '0', allFlag: '0' } as Message;
    const input = inputOf(
      values({ to: 'some', users: [person('7'), person('8')], link: '/admin/log' }),
      message,
    );
    expect(input).toMatchObject({ id: '42', link: '/admin/log', userList: [{ id: '7' }, { id: '8' }] });
    expect(messageInputSchema.safeParse(input).success).toBe(true);
  });

  it('takes a link as the contract does: a path of this site only', () => {
    for (const link of ['/admin/notices', '/course/1?tab=a'])
      expect([MESSAGE_LINK.test(link), messageInputSchema.shape.link.safeParse(link).success]).toEqual([
        true,
        true,
      ]);
    for (const link of ['https://x.cn', '//x.cn', '/\\x', 'admin'])
      expect([MESSAGE_LINK.test(link), messageInputSchema.shape.link.safeParse(link).success]).toEqual([
        false,
        false,
      ]);
  });
});
