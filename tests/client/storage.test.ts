import { beforeEach, describe, expect, it } from 'vitest';
import { Local, LOCAL_PREFIX, Session, getTenantId, setTenantId } from '@/lib/storage';
import { clearSession, getUser, setUser } from '@/lib/session';
import { encryptPassword } from '@/lib/crypto';

beforeEach(() => {
  localStorage.clear();
  Session.clear();
});

describe('client storage', () => {
  it('mirrors token, refresh_token and tenantId in cookies and session storage', () => {
    Session.set('token', 'abc');
    expect(document.cookie).toContain('token=abc');
    expect(sessionStorage.getItem('token')).toBe('abc');
    expect(Session.get('token')).toBe('abc');
    Session.remove('token');
    expect(document.cookie).not.toContain('token=abc');
    expect(Session.get('token')).toBeNull();
  });
  it('stores other session entries as JSON', () => {
    Session.set('thing', { a: [1, 2] });
    expect(sessionStorage.getItem('thing')).toBe('{"a":[1,2]}');
    expect(Session.get('thing')).toEqual({ a: [1, 2] });
  });
  it('keeps local entries as JSON under the product prefix', () => {
    Local.set('locale', 'en');
    expect(localStorage.getItem(`${LOCAL_PREFIX}locale`)).toBe('"en"');
    expect(Local.get('locale')).toBe('en');
    localStorage.setItem(`${LOCAL_PREFIX}broken`, '{');
    expect(Local.get('broken')).toBeNull();
  });
  it('reads the tenant from local storage, falling back to the default tenant', () => {
    expect(getTenantId()).toBe('1');
    setTenantId('2');
    expect(getTenantId()).toBe('2');
    expect(Session.get('tenantId')).toBe('2');
  });
  it('clearSession forgets tokens and the stored user', () => {
    Session.set('token', 't');
    Session.set('refresh_token', 'r');
    setUser({
      userName: 'x',
      photo: null,
      time: 1,
      roles: [],
      authBtnList: ['a'],
      user: { userId: '1', username: 'x', name: null },
      loginTime: 1,
    });
    clearSession();
    expect(Session.get('token')).toBeNull();
    expect(Session.get('refresh_token')).toBeNull();
    expect(getUser()).toBeNull();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
  });
});

describe('password encryption matches pig', () => {
  it('"123456" with the default key is "YehdBPev"', () => {
    expect(encryptPassword('123456')).toBe('YehdBPev');
    expect(encryptPassword('a', 'thanks,pig4cloud')).toBe('MQ==');
  });
});
