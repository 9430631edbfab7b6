import { z } from 'zod';
import { byRule, idString, pageQuerySchema, patchOf } from './envelope';
import { caseCode } from './value-formats';

/**
 * Dictionaries (pig's sys_dict and sys_dict_item, Console › System › Dictionaries): named lists of values the
 * pages offer (course categories, statuses…). pig's wire names; an item's `value` is its column item_value, and
 * `labelEn` is ours (the portal shows the reader's language).
 */

/**
 * A dictionary's type: what pages ask for (`/admin/dict/type/{type}`). Letters of either case, digits and `_`,
 * from a letter: pig's console lets staff type `PIG_TYPE` as well as `lock_flag`.
 */
export const DICT_TYPE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** el-tag types pig's console shows an item as (its listClass). */
const LIST_CLASSES = ['', 'primary', 'success', 'info', 'warning', 'danger'] as const;
/** The most items one sort call may name (pig sorts the page it shows). */
const DICT_SORT_MAX = 1000;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const dictSchema = z.object({
  id: idString,
  dictType: z.string(),
  description: z.string().nullable(),
  remarks: z.string().nullable(),
  /** '1': the platform's own (seeded): it cannot be deleted and its type cannot change. */
  systemFlag: z.enum(['0', '1']),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type Dict = z.infer<typeof dictSchema>;

/** GET /admin/dict/type/{type}: what pages read, public; a type that cannot exist is a 400, not a lookup. */
export const dictTypeParamsSchema = z.object({ type: z.string().regex(DICT_TYPE) });

export const dictInputSchema = z.object({
  dictType: z.string().trim().regex(DICT_TYPE),
  description: text(128).min(1),
  remarks: optionalText(255),
  /** Staff cannot make a dictionary the platform's own: only the seed does. Accepted and ignored (pig sends it). */
  systemFlag: z.enum(['0', '1']).optional(),
});
export type DictInput = z.input<typeof dictInputSchema>;
export type DictBody = z.infer<typeof dictInputSchema>;
export const dictUpdateSchema = patchOf(dictInputSchema).extend({ id: idString });
export type DictUpdate = z.input<typeof dictUpdateSchema>;
export type DictUpdateBody = z.infer<typeof dictUpdateSchema>;

export const dictPageQuerySchema = pageQuerySchema.extend({
  dictType: z.string().max(64).optional(),
  description: z.string().max(128).optional(),
  systemFlag: z.enum(['0', '1']).optional(),
});
/** pig's /dict/list?name=: dictionaries whose type or description contains `name`. */
export const dictListQuerySchema = z.object({ name: z.string().max(64).optional() });
/** pig's uniqueness check (/dict/details?dictType=): the dictionary of that type, or null. */
export const dictDetailsQuerySchema = z.object({ dictType: z.string().max(64) });

export const dictItemAdminSchema = z.object({
  id: idString,
  dictId: idString,
  dictType: z.string(),
  value: z.string(),
  label: z.string(),
  labelEn: z.string().nullable(),
  description: z.string().nullable(),
  listClass: z.string().nullable(),
  remarks: z.string().nullable(),
  sortOrder: z.number().int(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type DictItemAdmin = z.infer<typeof dictItemAdminSchema>;

export const dictItemInputSchema = z.object({
  dictId: idString,
  /** pig sends the dictionary's type too; the server takes it from the dictionary. */
  dictType: z.string().max(64).optional(),
  /** A code programs compare: a number, or letters in one case with underscores (the spec's rules). */
  value: text(64).min(1).superRefine(byRule(caseCode)),
  label: text(128).min(1),
  labelEn: optionalText(128),
  description: optionalText(128),
  listClass: z.enum(LIST_CLASSES).nullish(),
  remarks: optionalText(255),
  /** Left out: the item goes last. */
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
});
export type DictItemInput = z.input<typeof dictItemInputSchema>;
export type DictItemBody = z.infer<typeof dictItemInputSchema>;
export const dictItemUpdateSchema = patchOf(dictItemInputSchema.omit({ dictId: true })).extend({
  id: idString,
  /** pig sends it back unchanged; an item never moves to another dictionary. */
  dictId: idString.optional(),
});
export type DictItemUpdate = z.input<typeof dictItemUpdateSchema>;
export type DictItemUpdateBody = z.infer<typeof dictItemUpdateSchema>;

export const dictItemPageQuerySchema = pageQuerySchema.extend({
  dictId: idString.optional(),
  dictType: z.string().max(64).optional(),
  label: z.string().max(128).optional(),
});
/** pig's item uniqueness check (/dict/item/details?dictType=&label= or &value=): that item, or null. */
export const dictItemDetailsQuerySchema = z.object({
  dictId: idString.optional(),
  dictType: z.string().max(64).optional(),
  label: z.string().max(128).optional(),
  value: z.string().max(64).optional(),
});

/** pig's PUT /dict/item/sort: the items of one page in their new order (the rest keep theirs around them). */
export const dictItemSortSchema = z.object({
  dictId: idString,
  itemIds: z.array(idString).min(1).max(DICT_SORT_MAX),
});

/** pig's /dict/export: the items of one dictionary (or all), as a workbook. */
export const dictExportQuerySchema = z.object({
  dictId: idString.optional(),
  dictType: z.string().max(64).optional(),
});

/** An item as every device reads it: staff's row without their notes and times. */
export const dictItemSchema = dictItemAdminSchema.omit({
  listClass: true,
  remarks: true,
  createTime: true,
  updateTime: true,
});
export type DictItem = z.infer<typeof dictItemSchema>;
