import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptSecret, maskSecret } from '../../src/contract/channel';
import type { Topic } from '../../src/server/lib/bus';
import { tenantSmsGateway } from '../../src/server/modules/channel';
import { buildTestApp } from './helpers';
import { adminHeaders, newLearner } from './edu-helpers';
import { gatewayStandIn, outbox, pigUi } from './channel-helpers';

/**
 * Message channels staff configure (pig's /admin/system-config, pig-ui's 信息推送 tabs), over real HTTP: the list,
 * lookup, add, edit, delete and refresh in pig's shapes; secrets never answered in full and kept by an edit that
 * sends them back masked; a learner refused, another tenant's channels out of sight, malformed bodies a 400
 * envelope; and the SMS gateway other modules ask for (tests/server/channels-send.test.ts: the test sends).
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let admin2: Record<string, string>;
let ui: ReturnType<typeof pigUi>;
let gw: Awaited<ReturnType<typeof gatewayStandIn>>;
let said: { topic: Topic; keys: readonly string[] | undefined }[] = [];
const SECRET = 's3cr3t-gateway-key';
beforeAll(async () => {
  gw = await gatewayStandIn();
  app = await buildTestApp();
  admin = await adminHeaders(app);
  admin2 = await adminHeaders(app, 'admin2', '2');
  ui = pigUi(await app.listen({ port: 0, host: '127.0.0.1' }));
  const publish = app.bus.publish.bind(app.bus);
  app.bus.publish = async (topic, keys) => {
    said.push({ topic, keys });
    return publish(topic, keys);
  };
});
afterAll(async () => {
  await app.close();
  await gw.close();
});

const smsValue = (over: object = {}) => ({
  supplier: 'webhook',
  url: `${gw.base}/sms`,
  accessKeySecret: SECRET,
  signature: '培训',
  templateId: '',
  extParams: '',
  ...over,
});

describe('message channels', () => {
  it('masks a secret: its ends shown when long, all of it when short; an edit keeps what comes back masked', () => {
    expect(maskSecret(SECRET)).toBe('s3c***ey');
    expect(maskSecret('short')).toBe('******');
    expect(keptSecret(undefined, SECRET)).toBe(SECRET);
    expect(keptSecret('******', SECRET)).toBe(SECRET);
    expect(keptSecret('s3c***ey', SECRET)).toBe(SECRET);
    expect(keptSecret('', SECRET)).toBeUndefined();
    expect(keptSecret('new-one', SECRET)).toBe('new-one');
  });

  it('adds, lists, looks up, edits, refreshes and deletes in pig’s shape, never answering a secret whole', async () => {
    const added = await ui.add(admin, 'sms', 'SMS_GW', smsValue());
    expect(added).toMatchObject({
      status: 200,
      body: { code: 0, data: { configKey: 'SMS_GW', configStatus: '1' } },
    });
    const id = added.body.data.id;
    expect(id).toMatch(/^\d+$/);

    const listed = await ui.page(admin, 'current=1&size=10&configType=sms&configName=SMS');
    expect(listed.body.data).toMatchObject({ total: '1', current: '1', size: '10' });
    const row = listed.body.data.records[0]!;
    expect(row).toMatchObject({ id, configType: 'sms', configName: 'SMS_GW channel', configKey: 'SMS_GW' });
    expect(JSON.parse(row.configValue)).toMatchObject({ supplier: 'webhook', accessKeySecret: 's3c***ey' });
    expect((await ui.page(admin, 'configType=email')).body.data.total).toBe('0');

    const byId = await ui.details(admin, `id=${id}`);
    expect(byId.body.data).toHaveLength(1);
    expect(JSON.stringify(byId.body)).not.toContain(SECRET);
    expect((await ui.details(admin, 'configKey=SMS_GW')).body.data.map((r) => r.id)).toEqual([id]);
    // pig-ui's uniqueness check: an empty list when the code is free.
    expect((await ui.details(admin, 'configKey=NOT_THERE')).body).toMatchObject({ code: 0, data: [] });

    // pig-ui sends the secret back as its placeholder, our console as the mask it was shown, or not at all.
    for (const secret of ['******', 's3c***ey', undefined]) {
      const edited = await ui.edit(
        admin,
        row,
        smsValue({ accessKeySecret: secret, signature: `签名${secret}` }),
      );
      expect(edited.body.code).toBe(0);
      expect(JSON.parse(edited.body.data.configValue)).toMatchObject({ accessKeySecret: 's3c***ey' });
      expect((await ui.send(admin, 'sms', { id, mobiles: ['13800000001'] })).body.code).toBe(0);
      expect(gw.last('/sms')?.headers['x-sms-secret']).toBe(SECRET);
    }
    // A new secret replaces it.
    await ui.edit(admin, row, smsValue({ accessKeySecret: 'another-long-secret' }));
    await ui.send(admin, 'sms', { id, mobiles: ['13800000001'] });
    expect(gw.last('/sms')?.headers['x-sms-secret']).toBe('another-long-secret');

    const taken = await ui.add(admin, 'email', 'SMS_GW', {});
    expect(taken.body).toMatchObject({ code: 1, msg: '业务编码 SMS_GW 已存在' });

    said = [];
    expect((await ui.call('GET', '/api/admin/system-config/refresh', admin)).body).toMatchObject({
      code: 0,
      data: true,
    });
    expect(said).toEqual([{ topic: 'channels-changed', keys: ['1'] }]);

    expect((await ui.call('DELETE', '/api/admin/system-config', admin, [id])).body).toMatchObject({
      data: true,
    });
    expect((await ui.page(admin, 'configType=sms')).body.data.total).toBe('0');
    expect((await ui.call('DELETE', '/api/admin/system-config', admin, [id])).status).toBe(404);
  });

  it('answers a tenant’s SMS gateway: its enabled channel, else the default, forgotten on a change', async () => {
    expect((await tenantSmsGateway(app, 1)).name).toBe('outbox');
    const added = await ui.add(admin, 'sms', 'SMS_MAIN', smsValue({ url: `${gw.base}/main` }));
    const gateway = await tenantSmsGateway(app, 1);
    expect(gateway.name).toBe('webhook');
    await gateway.send({ to: '13800000002', text: '提醒', code: '' });
    expect(gw.last('/main')?.body).toMatchObject({ to: '13800000002', text: '提醒', signature: '培训' });
    // Tenant 2 has none: the default.
    expect((await tenantSmsGateway(app, 2)).name).toBe('outbox');
    // Disabled: the default again at once (the write's news forgot the cached channels).
    await ui.edit(admin, added.body.data, smsValue({ url: `${gw.base}/main` }), '0');
    const fallback = await tenantSmsGateway(app, 1);
    expect(fallback.name).toBe('outbox');
    await fallback.send({ to: '13800000003', text: 'outbox', code: '' });
    expect(outbox(app.env.DATA_DIR, 'sms.jsonl').at(-1)).toMatchObject({ to: '13800000003' });
  });

  it('uses SMS_WEBHOOK_URL as the default when a tenant set nothing', async () => {
    const other = await buildTestApp({ SMS_WEBHOOK_URL: `${gw.base}/env` });
    try {
      const gateway = await tenantSmsGateway(other, 1);
      expect(gateway.name).toBe('webhook');
      await gateway.send({ to: '13800000004', text: 'env', code: '1234' });
      expect(gw.last('/env')?.body).toMatchObject({ to: '13800000004', code: '1234' });
    } finally {
      await other.close();
    }
  });

  it('refuses a learner, and keeps each tenant’s channels to itself', async () => {
    const learner = await newLearner(app, 'channel_learner');
    expect((await ui.page(learner.headers, 'configType=sms')).status).toBe(403);
    expect((await ui.add(learner.headers, 'sms', 'SMS_L', smsValue())).status).toBe(403);
    expect(
      (await ui.send(learner.headers, 'sms', { bizCode: 'SMS_MAIN', mobiles: ['13800000001'] })).status,
    ).toBe(403);
    expect((await ui.call('GET', '/api/admin/system-config/refresh', learner.headers)).status).toBe(403);

    const mine = (await ui.details(admin, 'configKey=SMS_MAIN')).body.data[0]!;
    expect((await ui.page(admin2, 'configType=sms')).body.data.total).toBe('0');
    expect((await ui.details(admin2, `id=${mine.id}`)).body.data).toEqual([]);
    expect((await ui.edit(admin2, mine, smsValue())).status).toBe(404);
    expect((await ui.call('DELETE', '/api/admin/system-config', admin2, [mine.id])).status).toBe(404);
    expect((await ui.send(admin2, 'sms', { id: mine.id, mobiles: ['13800000001'] })).status).toBe(404);
    // The same code is free in another tenant.
    expect((await ui.add(admin2, 'sms', 'SMS_MAIN', { supplier: 'outbox' })).body.code).toBe(0);
    expect((await ui.details(admin, 'configKey=SMS_MAIN')).body.data[0]?.configStatus).toBe('0');
  });

  it('answers a malformed request with the 400 envelope naming the field, never a 500', async () => {
    const bad = async (
      body: unknown,
      field: string,
      url = '/api/admin/system-config',
      method: 'POST' | 'PUT' | 'DELETE' = 'POST',
    ) => {
      const res = await ui.call(method, url, admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(1);
      expect(res.body.msg).toContain(field);
    };
    const form = { configType: 'sms', configKey: 'SMS_BAD', configName: 'x', configStatus: '1' };
    await bad({ ...form, configValue: 'not json' }, 'configValue');
    await bad({ ...form, configValue: '[1,2]' }, 'configValue');
    await bad({ ...form, configType: 'fax', configValue: '{}' }, 'configType');
    await bad({ ...form, configValue: JSON.stringify({ supplier: 'webhook' }) }, 'configValue.url');
    await bad(
      { ...form, configValue: JSON.stringify(smsValue({ url: 'http://example.com/x' })) },
      'configValue.url',
    );
    await bad({ ...form, configValue: JSON.stringify({ supplier: 'pigeon' }) }, 'configValue.supplier');
    await bad({ ...form, configKey: 'a b', configValue: '{}' }, 'configKey');
    await bad(
      { ...form, configType: 'webhook', configValue: JSON.stringify({ supplier: 'ding_talk' }) },
      'configValue.tokenId',
    );
    await bad(
      { ...form, configType: 'email', configValue: JSON.stringify({ port: 'x' }) },
      'configValue.port',
    );
    await bad({ id: '1' }, 'configType', '/api/admin/system-config', 'PUT');
    await bad({}, 'request', '/api/admin/system-config', 'DELETE');
    await bad({ bizCode: 'SMS_MAIN', mobiles: ['123'] }, 'mobiles.0', '/api/admin/sysMessage/send/sms');
    await bad({ mobiles: ['13800000001'] }, 'bizCode', '/api/admin/sysMessage/send/sms');
    await bad(
      { bizCode: 'M', mailAddress: ['nope'], title: 't' },
      'mailAddress.0',
      '/api/admin/sysMessage/send/email',
    );
    await bad({ bizCode: 'H', messageContent: '' }, 'messageContent', '/api/admin/sysMessage/send/hook');
    const en = await ui.call(
      'POST',
      '/api/admin/system-config',
      { ...admin, 'accept-language': 'en' },
      {
        ...form,
        configValue: JSON.stringify({ supplier: 'webhook' }),
      },
    );
    expect(en.body.msg).toBe('configValue.url: is missing');
  });
});
