import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, idParamSchema } from '@contract/envelope';
import {
  menuDetailsQuerySchema,
  menuInputSchema,
  menuRecordSchema,
  menuSortSchema,
  menuTreeNodeSchema,
  menuTreeQuerySchema,
  menuUpdateSchema,
  menuIdParamSchema,
} from '@contract/menu';
import { PERMISSIONS } from '@contract/permissions';
import { roleIdParamSchema } from '@contract/role';
import { actorOf } from '../../lib/request-context';
import { ok } from '../../lib/wire';
import * as menus from './menu.service';

const tags = ['menu'];

/**
 * pig's menu calls (its `menu` module). Menus are global, so only the platform tenant writes them; any
 * tenant's staff read the tree of their own package (the role permission tree). Every write says
 * `sessions-changed` before it is answered: users' menus and permissions follow on their next request.
 */
export async function menuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/api/admin/menu/tree',
    {
      schema: {
        tags,
        querystring: menuTreeQuerySchema,
        response: { 200: envelopeSchema(z.array(menuTreeNodeSchema)) },
      },
    },
    async (req) => ok(await menus.tree(db(), actorOf(req), req.query)),
  );

  app.get(
    '/api/admin/menu/details',
    {
      schema: {
        tags,
        querystring: menuDetailsQuerySchema,
        response: { 200: envelopeSchema(z.array(menuRecordSchema)) },
      },
    },
    async (req) => ok(await menus.details(db(), actorOf(req), req.query)),
  );

  app.post(
    '/api/admin/menu',
    {
      config: { permission: PERMISSIONS.menuAdd, platformOnly: true },
      schema: { tags, body: menuInputSchema, response: { 200: envelopeSchema(menuRecordSchema) } },
    },
    async (req) => {
      const created = await menus.create(db(), actorOf(req), req.body);
      return ok(created);
    },
  );

  app.put(
    '/api/admin/menu',
    {
      config: { permission: PERMISSIONS.menuEdit, platformOnly: true },
      schema: { tags, body: menuUpdateSchema, response: { 200: envelopeSchema(menuRecordSchema) } },
    },
    async (req) => ok(await menus.update(db(), app.bus, actorOf(req), req.body)),
  );

  app.put(
    '/api/admin/menu/sort',
    {
      config: { permission: PERMISSIONS.menuEdit, platformOnly: true },
      schema: { tags, body: menuSortSchema, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async (req) => ok(await menus.sort(db(), actorOf(req), req.body)),
  );

  app.delete(
    '/api/admin/menu/:id',
    {
      config: { permission: PERMISSIONS.menuDel, platformOnly: true },
      schema: {
        tags,
        params: idParamSchema,
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => {
      await menus.remove(db(), app.bus, actorOf(req), Number(req.params.id));
      return ok(true as const);
    },
  );

  // The tenant's home page (pig's "set as home page"): anyone signed in reads where to land; menu editors set it.
  app.get(
    '/api/admin/menu/homepage',
    { schema: { tags, response: { 200: envelopeSchema(menuRecordSchema.nullable()) } } },
    async (req) => ok(await menus.homePage(db(), actorOf(req))),
  );

  app.put(
    '/api/admin/menu/homepage/:menuId',
    {
      config: { permission: PERMISSIONS.menuEdit },
      schema: {
        tags,
        params: menuIdParamSchema,
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async (req) => ok(await menus.setHomePage(db(), actorOf(req), Number(req.params.menuId))),
  );

  app.delete(
    '/api/admin/menu/homepage',
    {
      config: { permission: PERMISSIONS.menuEdit },
      schema: { tags, response: { 200: envelopeSchema(z.literal(true)) } },
    },
    async (req) => ok(await menus.clearHomePage(db(), actorOf(req))),
  );

  // Nothing is cached per role here: a role's menus are read where they are used (pig evicts a Redis entry).
  app.delete(
    '/api/admin/menu/cache/:roleId',
    {
      config: { permission: PERMISSIONS.roleEdit },
      schema: {
        tags,
        params: roleIdParamSchema,
        response: { 200: envelopeSchema(z.literal(true)) },
      },
    },
    async () => ok(true as const),
  );
}
