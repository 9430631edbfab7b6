import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Auth, AuthAll, Auths } from '@/components/auth-gates';
import { has, hasAll, hasAny } from '@/lib/permissions';
import { setUser } from '@/lib/session';

const login = (authBtnList: string[]) =>
  act(() =>
    setUser({
      userName: 'u',
      photo: null,
      time: 1,
      roles: [],
      authBtnList,
      user: { userId: '1', username: 'u', name: null },
      loginTime: 1,
    }),
  );

afterEach(() => act(() => setUser(null)));

describe('permission rules', () => {
  it('has / any / all', () => {
    expect(has(['a', 'b'], 'a')).toBe(true);
    expect(has(['a'], 'c')).toBe(false);
    expect(hasAny(['a'], ['c', 'a'])).toBe(true);
    expect(hasAny(['a'], [])).toBe(false);
    expect(hasAll(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(hasAll(['a'], ['a', 'b'])).toBe(false);
  });
  it('gates render only with the permissions held, and follow a change of user', () => {
    login(['sys_user_add']);
    render(
      <>
        <Auth value="sys_user_add">
          <span>one</span>
        </Auth>
        <Auth value="sys_user_del">
          <span>two</span>
        </Auth>
        <Auths value={['x', 'sys_user_add']}>
          <span>three</span>
        </Auths>
        <AuthAll value={['sys_user_add', 'sys_user_del']}>
          <span>four</span>
        </AuthAll>
      </>,
    );
    expect(screen.queryByText('one')).not.toBeNull();
    expect(screen.queryByText('two')).toBeNull();
    expect(screen.queryByText('three')).not.toBeNull();
    expect(screen.queryByText('four')).toBeNull();
    login(['sys_user_add', 'sys_user_del']);
    expect(screen.queryByText('two')).not.toBeNull();
    expect(screen.queryByText('four')).not.toBeNull();
    act(() => setUser(null));
    expect(screen.queryByText('one')).toBeNull();
  });
});
