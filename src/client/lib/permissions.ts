/** Permission checks over the user's authBtnList; reactive through the session store. */
import { useUser } from './session';

export const has = (list: readonly string[], value: string) => list.includes(value);
export const hasAny = (list: readonly string[], values: readonly string[]) =>
  values.some((v) => list.includes(v));
export const hasAll = (list: readonly string[], values: readonly string[]) =>
  values.every((v) => list.includes(v));

const usePermissionList = () => useUser()?.authBtnList ?? [];
export const useAuth = (value: string) => has(usePermissionList(), value);
export const useAuths = (values: readonly string[]) => hasAny(usePermissionList(), values);
export const useAuthAll = (values: readonly string[]) => hasAll(usePermissionList(), values);
