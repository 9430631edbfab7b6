import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as apiClient from '@/lib/api-client';
import { request } from '@/lib/api-client';
import { withUi, type DataMutation } from '@/lib/mutation';
import { sharedKeys } from '@/api/keys';
import {
  addDeptMembersMutation,
  newUserOnWire,
  saveUserMutation,
  toggleUserLockMutation,
  userEditOnWire,
  type UserFields,
} from '@/features/console-people/api/people-admin';
import { consolePeopleKeys } from '@/features/console-people/api/keys';
import { itemOnWire, saveItemMutation, syncDictsMutation } from '@/features/console-content/api/dicts';
import { consoleContentKeys } from '@/features/console-content/api/keys';
import { saveRoleMutation } from '@/features/console-access/api/access-admin';
import { consoleAccessKeys } from '@/features/console-access/api/keys';
import { signUpMutation } from '@/features/courses/api/sign-up';
import { coursesKeys } from '@/features/courses/api/keys';

// Only the request layer is stood in for: the mutations' own mapping and invalidation run for real.
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  request: vi.fn(),
}));
const api = vi.mocked(request);

let client: QueryClient;
let invalidated: QueryKey[];
beforeEach(() => {
  api.mockReset();
  api.mockResolvedValue({});
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  invalidated = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey ?? []);
  });
});
afterEach(() => client.clear());

/** Runs a feature's write as a screen would (a MutationObserver in a real QueryClient). */
const run = <D, V, C>(options: DataMutation<D, V, C>, vars: V) =>
  new MutationObserver(client, options).mutate(vars);
/** What the mutation sent: [path, ky options] of each request. */
const sent = () => api.mock.calls.map(([path, o]) => [path, o?.method, o?.json]);

const fields: UserFields = {
  username: 'amy',
  password: 'Secret1!',
  phone: '13800000000',
  email: '',
  role: ['1'],
  post: [],
  deptIds: ['2'],
  locked: true,
};

describe('Console › Users: the wire mapping moved out of the page (issue 29)', () => {
  it("sends the lock switch as pig's lockFlag and no email as null", () => {
    expect(newUserOnWire(fields)).toMatchObject({ lockFlag: '9', email: null, password: 'Secret1!' });
    expect(newUserOnWire({ ...fields, locked: false, email: 'a@b.cn' })).toMatchObject({
      lockFlag: '0',
      email: 'a@b.cn',
    });
    // An edit never sends the form's password (Reset password does).
    expect(userEditOnWire(fields, '7')).toMatchObject({ userId: '7', password: undefined, lockFlag: '9' });
  });

  it('creates a new user with POST and an edit with PUT, then refreshes the users', async () => {
    await run(saveUserMutation, { fields });
    await run(saveUserMutation, { fields: { ...fields, locked: false }, userId: '7' });
    expect(sent()).toEqual([
      ['admin/user', 'post', expect.objectContaining({ username: 'amy', lockFlag: '9', email: null })],
      ['admin/user', 'put', expect.objectContaining({ userId: '7', lockFlag: '0', password: undefined })],
    ]);
    expect(invalidated).toEqual([consolePeopleKeys.users(), consolePeopleKeys.users()]);
  });

  it('locks an unlocked user and unlocks a locked one', async () => {
    await run(toggleUserLockMutation, { userId: '7', lockFlag: '0' });
    await run(toggleUserLockMutation, { userId: '8', lockFlag: '9' });
    expect(sent()).toEqual([
      ['admin/user', 'put', { userId: '7', lockFlag: '9' }],
      ['admin/user', 'put', { userId: '8', lockFlag: '0' }],
    ]);
    expect(invalidated).toEqual([consolePeopleKeys.users(), consolePeopleKeys.users()]);
  });

  it("adds people to a department besides their own, and refreshes the users' table", async () => {
    api.mockImplementation(async (path) =>
      path === 'admin/user/details/5' ? { deptList: [{ deptId: '1' }] } : true,
    );
    await run(addDeptMembersMutation, { deptId: '3', userIds: ['5'] });
    expect(sent().at(-1)).toEqual(['admin/user', 'put', { userId: '5', deptIds: ['1', '3'] }]);
    expect(invalidated).toEqual([consolePeopleKeys.users()]);
  });
});

describe('Console › Dictionaries', () => {
  it("sends an item's empty optional texts as null and the new item under its dictionary", async () => {
    const item = { value: 'v', label: 'L', labelEn: '', description: '', remarks: 'r' };
    expect(itemOnWire(item)).toEqual({ ...item, labelEn: null, description: null, remarks: 'r' });
    await run(saveItemMutation, { fields: item, dict: { id: 'd1', dictType: 'course_category' } });
    expect(sent()).toEqual([
      ['admin/dict/item', 'post', { ...itemOnWire(item), dictId: 'd1', dictType: 'course_category' }],
    ]);
    // The portal's category strip reads the dictionary: it is asked again too.
    expect(invalidated).toEqual([consoleContentKeys.items(), sharedKeys.catalog.categories()]);
  });

  it("refreshing the cache makes every console-content query and the portal's categories stale", async () => {
    await run(syncDictsMutation, undefined);
    expect(sent()).toEqual([['admin/dict/sync', 'put', undefined]]);
    expect(invalidated).toEqual([consoleContentKeys.root, sharedKeys.catalog.categories()]);
  });
});

describe('Console › Roles (a table page’s save)', () => {
  it('creates without a row, updates the row being edited by its id, and refreshes the roles', async () => {
    const role = { roleName: 'R', roleCode: 'R', roleDesc: null, dsType: '0' as const, dsScope: [] };
    await run(saveRoleMutation, { row: undefined, fields: role });
    await run(saveRoleMutation, { row: { roleId: '9' } as never, fields: role });
    expect(sent()).toEqual([
      ['admin/role', 'post', role],
      ['admin/role', 'put', { ...role, roleId: '9' }],
    ]);
    expect(invalidated).toEqual([consoleAccessKeys.roles(), consoleAccessKeys.roles()]);
  });
});

describe('Sign-up on the course page', () => {
  it('refreshes the course, my sign-ups and the listings', async () => {
    await run(signUpMutation, { courseId: 'c1', sessionId: 's1' });
    expect(sent()).toEqual([['edu/enrolment', 'post', { courseId: 'c1', sessionId: 's1' }]]);
    expect(invalidated).toEqual([
      sharedKeys.catalog.course('c1'),
      sharedKeys.enrolment.mine(),
      coursesKeys.pages(),
    ]);
  });
});

describe("a component's reactions to a feature's write (withUi)", () => {
  it('runs the screen’s onSuccess, then the invalidation, then afterRefresh, all before the write settles', async () => {
    const order: string[] = [];
    vi.mocked(client.invalidateQueries).mockImplementation(async () => void order.push('invalidate'));
    const observer = new MutationObserver(
      client,
      withUi(signUpMutation, {
        onSuccess: () => void order.push('toast'),
        afterRefresh: () => void order.push('navigate'),
      }),
    );
    await observer.mutate({ courseId: 'c1' });
    expect(order).toEqual(['toast', 'invalidate', 'invalidate', 'invalidate', 'navigate']);
    expect(observer.getCurrentResult().status).toBe('success');
  });

  it('tells the screen of a refusal, and makes nothing stale', async () => {
    api.mockRejectedValue(new Error('refused'));
    const onError = vi.fn();
    await expect(
      new MutationObserver(client, withUi(saveUserMutation, { onError })).mutate({ fields }),
    ).rejects.toThrow('refused');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'refused' }), { fields });
    expect(invalidated).toEqual([]);
  });
});
