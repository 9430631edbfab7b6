import { z } from 'zod';
import { byRule, idString } from './envelope';
import { link } from './value-formats';

/**
 * Menus (pig's sys_menu, Console › System › Menus): the console's pages ('0'), top menus ('2') and the buttons
 * under a page ('1') with their permission strings. Menus are global; roles grant them per tenant.
 */
export const MENU_TYPES = { menu: '0', button: '1', top: '2' } as const;
export type MenuType = (typeof MENU_TYPES)[keyof typeof MENU_TYPES];
/** The parent id of a root menu (pig's MENU_TREE_ROOT_ID). */
export const MENU_ROOT = '-1';
/**
 * A menu whose path is an http(s) address links out of the console (or, flagged embedded, shows that address in
 * the console's frame): the address, else null. pig's rule (`path.startsWith("http")`), one for every tree, and
 * this server's API reference (`/api/docs…`), the one page of our own origin that may be framed.
 */
export const externalLinkOf = (path: string | null | undefined): string | null =>
  path && /^(https?:\/\/|\/api\/docs(?=[/#?]|$))/i.test(path) ? path : null;
/** A menu's path: a console path (`/admin/system/user/index`) or a link, held to the URL rule (`link`). */
export const MENU_PATH = /^(\/[\w\-./]*|https?:\/\/\S+)$/;
export const PERMISSION_STRING = /^[A-Za-z][A-Za-z0-9_:.-]{0,63}$/;
const parentString = z.string().regex(/^(-1|\d{1,19})$/);
const flag = z.enum(['0', '1']);

/** One menu as pig's `GET /menu/details` lists it (the entity), plus our English name. */
export const menuRecordSchema = z.object({
  menuId: idString,
  name: z.string(),
  nameEn: z.string().nullable(),
  permission: z.string().nullable(),
  path: z.string().nullable(),
  parentId: parentString,
  icon: z.string().nullable(),
  visible: flag,
  sortOrder: z.number().int(),
  menuType: z.enum(['0', '1', '2']),
  keepAlive: flag,
  embedded: flag,
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
  /** In the tree and details answers: '1' on the caller's tenant's home page (pig's mark), else '0'. */
  isHomePage: flag.optional(),
});
export type MenuRecord = z.infer<typeof menuRecordSchema>;

/** A node of pig's admin menu tree (hutool's Tree: id, parentId, name, weight and the extra fields). */
export type MenuTreeNode = MenuRecord & {
  id: string;
  weight: number;
  meta: { title: string; titleEn: string | null; icon: string | null; isHide: boolean; isLink: string };
  children?: MenuTreeNode[];
};
export const menuTreeNodeSchema: z.ZodType<MenuTreeNode> = z.lazy(() =>
  menuRecordSchema.extend({
    id: idString,
    weight: z.number().int(),
    meta: z.object({
      title: z.string(),
      titleEn: z.string().nullable(),
      icon: z.string().nullable(),
      isHide: z.boolean(),
      isLink: z.string(),
    }),
    children: z.array(menuTreeNodeSchema).optional(),
  }),
);

/** A path's `/:menuId`. */
export const menuIdParamSchema = z.object({ menuId: idString });

export const menuTreeQuerySchema = z.object({
  parentId: parentString.optional(),
  menuName: z.string().max(64).optional(),
  type: z.enum(['0', '1', '2']).optional(),
});

/** pig's `GET /menu/details` takes any of the entity's fields as filters and answers a list. */
export const menuDetailsQuerySchema = z.object({
  menuId: idString.optional(),
  permission: z.string().max(64).optional(),
  name: z.string().max(64).optional(),
  path: z.string().max(128).optional(),
  parentId: parentString.optional(),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

export const menuInputSchema = z.object({
  menuType: z.enum(['0', '1', '2']).default('0'),
  name: z.string().trim().min(1).max(64),
  nameEn: optionalText(64),
  /** A pig view path (`/admin/system/user/index`) or an http(s) address; pages and top menus only. */
  path: optionalText(128).pipe(z.string().regex(MENU_PATH).superRefine(byRule(link)).nullish()),
  /** A button's permission string (unique among menus). */
  permission: optionalText(64).pipe(z.string().regex(PERMISSION_STRING).nullish()),
  icon: optionalText(64),
  sortOrder: z.coerce.number().int().min(0).max(99_999).default(0),
  visible: flag.default('1'),
  keepAlive: flag.default('0'),
  embedded: flag.default('0'),
  parentId: z
    .union([parentString, z.number().int().min(-1)])
    .transform(String)
    .default(MENU_ROOT),
});
export type MenuInput = z.infer<typeof menuInputSchema>;

/** An edit: every field optional but the menu's id. */
export const menuUpdateSchema = z
  .object(
    Object.fromEntries(
      Object.entries(menuInputSchema.shape).map(([k, v]) => [
        k,
        (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType) : (v as z.ZodType)).optional(),
      ]),
    ) as { [K in keyof MenuInput]: z.ZodOptional<z.ZodType<MenuInput[K]>> },
  )
  .extend({ menuId: idString });
export type MenuUpdate = z.infer<typeof menuUpdateSchema>;

export const menuSortSchema = z.object({
  parentId: z.union([parentString, z.number().int().min(-1)]).transform(String),
  menuIds: z
    .array(z.union([idString, z.number().int().positive().transform(String)]))
    .min(1)
    .max(500),
});

/** GET /admin/menu: the signed-in user's menus (`top`: the top bar's; pig-ui also sends a parentId we ignore). */
export const userMenuQuerySchema = z.object({
  type: z.enum(['top', 'menu']).optional(),
  parentId: z.string().optional(),
});
export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: idString,
    parentId: z.string().regex(/^-?\d{1,19}$/),
    name: z.string(),
    path: z.string(),
    permission: z.string().nullable(),
    menuType: z.enum(['0', '1', '2']),
    sortOrder: z.number().int(),
    meta: z.object({
      title: z.string(),
      titleEn: z.string().nullable(),
      icon: z.string().nullable(),
      isHide: z.boolean(),
      isKeepAlive: z.boolean(),
      isLink: z.string().nullable(),
      isIframe: z.boolean(),
      isAffix: z.boolean(),
    }),
    /** Absent on a leaf, as pig's tree answers it (pig-ui takes any `children` for a parent). */
    children: z.array(menuNodeSchema).optional(),
  }),
);
export type MenuNode = {
  id: string;
  parentId: string;
  name: string;
  path: string;
  permission: string | null;
  menuType: '0' | '1' | '2';
  sortOrder: number;
  meta: {
    title: string;
    titleEn: string | null;
    icon: string | null;
    isHide: boolean;
    isKeepAlive: boolean;
    isLink: string | null;
    isIframe: boolean;
    isAffix: boolean;
  };
  children?: MenuNode[];
};
