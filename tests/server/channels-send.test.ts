import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { adminHeaders } from './edu-helpers';
import { closedPort, gatewayStandIn, outbox, pigUi } from './channel-helpers';

/**
 * "Send a test" of pig-ui's channel tabs (pig's /admin/sysMessage/send/{sms,email,hook}), over real HTTP: a text and
 * a mail reach their outbox files, a webhook the local server started here with its JSON (and its signature), a
 * robot its own format; a gateway that fails answers code 1 with its reason in the caller's language.
 */
let app: FastifyInstance;
let admin: Record<string, string>;
let ui: ReturnType<typeof pigUi>;
let gw: Awaited<ReturnType<typeof gatewayStandIn>>;
beforeAll(async () => {
  gw = await gatewayStandIn();
  app = await buildTestApp();
  admin = await adminHeaders(app);
  ui = pigUi(await app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await app.close();
  await gw.close();
});

const en = () => ({ ...admin, 'accept-language': 'en' });

describe('test sends', () => {
  it('a test text goes to the outbox, by the channel’s code as pig-ui’s sender sends it', async () => {
    const { body } = await ui.add(admin, 'sms', 'SMS_OUTBOX', { supplier: 'outbox' });
    // pig-ui's sender: its form with the channel's row assigned into it, the params as an object.
    const sent = await ui.send(admin, 'sms', {
      ...body.data,
      bizCode: 'SMS_OUTBOX',
      mobiles: ['13800000011', '13800000012'],
      params: { code: '1234' },
      data: '{"code":"1234"}',
      captchaType: 'math',
      captchaVerification: 'x',
    });
    expect(sent.body).toEqual({ code: 0, msg: null, data: true });
    const lines = outbox(app.env.DATA_DIR, 'sms.jsonl');
    expect(lines.map((l) => l.to)).toEqual(['13800000011', '13800000012']);
    expect(lines[0]).toMatchObject({ code: '1234' });
    expect(String(lines[0]!.text)).toContain('SMS_OUTBOX channel');
    expect(String(lines[0]!.text)).toContain('code=1234');
  });

  it('a disabled channel is not found by its code, but can be tried by its id', async () => {
    const { body } = await ui.add(admin, 'sms', 'SMS_OFF', { supplier: 'outbox' }, '0');
    const byCode = await ui.send(admin, 'sms', { bizCode: 'SMS_OFF', mobiles: ['13800000013'] });
    expect(byCode.body).toMatchObject({ code: 1, msg: '没有已启用的业务编码为 SMS_OFF 的短信通道' });
    const byId = await ui.send(admin, 'sms', { id: body.data.id, mobiles: ['13800000013'] });
    expect(byId.body.code).toBe(0);
  });

  it('a test mail goes to the outbox when no SMTP host is set, its template filled and escaped', async () => {
    await ui.add(admin, 'email', 'MAIL_OUTBOX', {
      smtpServer: '',
      port: 465,
      username: 'noreply@example.com',
      password: 'mail-password-123',
      isSSL: '1',
      isAuth: '1',
      html: '<p>Hello ${name}, code ${code}</p>',
    });
    const sent = await ui.send(admin, 'email', {
      bizCode: 'MAIL_OUTBOX',
      title: '测试邮件',
      mailAddress: ['a@example.com'],
      ccList: [],
      bccList: [],
      attachmentList: [],
      htmlValues: { name: '<Li>', code: 1234 },
      params: '{"name":"<Li>"}',
    });
    expect(sent.body.code).toBe(0);
    expect(outbox(app.env.DATA_DIR, 'mail.jsonl').at(-1)).toMatchObject({
      from: 'noreply@example.com',
      to: ['a@example.com'],
      subject: '测试邮件',
      html: '<p>Hello &lt;Li&gt;, code 1234</p>',
    });
  });

  it('a test webhook call reaches the server with pig’s fields as JSON, signed', async () => {
    await ui.add(admin, 'webhook', 'HOOK_GENERIC', {
      supplier: 'webhook',
      url: `${gw.base}/hook`,
      sign: 'hook-signing-secret',
    });
    // pig-ui's hook sender: `noticeAll` as the text 'false', the channel's parsed settings along.
    const sent = await ui.send(admin, 'hook', {
      bizCode: 'HOOK_GENERIC',
      configValue: { supplier: 'webhook' },
      messageType: 'text',
      messageTitle: '测试',
      messageContent: '通道可用',
      messageUrl: 'https://example.com/a',
      picUrl: '',
      noticeAll: 'false',
      phoneList: ['13800000001'],
    });
    expect(sent.body.code).toBe(0);
    const got = gw.last('/hook')!;
    expect(got.body).toMatchObject({
      messageType: 'text',
      messageTitle: '测试',
      messageContent: '通道可用',
      messageUrl: 'https://example.com/a',
      noticeAll: false,
      phoneList: ['13800000001'],
    });
    const mac = createHmac('sha256', 'hook-signing-secret').update(JSON.stringify(got.body)).digest('hex');
    expect(got.headers['x-webhook-signature']).toBe(`sha256=${mac}`);
  });

  it('a DingTalk robot gets its own format and signature; its error code is the reason', async () => {
    const value = {
      supplier: 'ding_talk',
      url: `${gw.base}/ding`,
      tokenId: 'ding-token-1234567',
      sign: 'SEC123',
    };
    const { body } = await ui.add(admin, 'webhook', 'HOOK_DING', value);
    const hook = {
      bizCode: 'HOOK_DING',
      messageType: 'markdown',
      messageTitle: 'T',
      messageContent: '**hi**',
    };
    expect((await ui.send(admin, 'hook', hook)).body.code).toBe(0);
    const got = gw.last('/ding')!;
    expect(got.body).toMatchObject({ msgtype: 'markdown', markdown: { title: 'T', text: '**hi**' } });
    const ts = got.query.get('timestamp')!;
    expect(got.query.get('sign')).toBe(
      createHmac('sha256', 'SEC123').update(`${ts}\nSEC123`).digest('base64'),
    );

    await ui.edit(admin, body.data, {
      ...value,
      url: `${gw.base}/refuse`,
      tokenId: '******',
      sign: '******',
    });
    const refused = await ui.send(admin, 'hook', hook);
    expect(refused).toMatchObject({
      status: 200,
      body: { code: 1, msg: '发送失败：网关拒绝了消息（310000 sign not match）' },
    });
  });

  it('a failing gateway answers code 1 with its reason, in the caller’s language', async () => {
    const { body } = await ui.add(admin, 'sms', 'SMS_DOWN', { supplier: 'webhook', url: `${gw.base}/fail` });
    const text = { bizCode: 'SMS_DOWN', mobiles: ['13800000021'] };
    expect((await ui.send(admin, 'sms', text)).body).toMatchObject({
      code: 1,
      msg: '发送失败：网关返回 HTTP 502',
    });
    expect((await ui.send(en(), 'sms', text)).body.msg).toBe('Sending failed: the gateway answered HTTP 502');

    const port = await closedPort();
    await ui.edit(admin, body.data, { supplier: 'webhook', url: `http://127.0.0.1:${port}/sms` });
    const unreachable = await ui.send(admin, 'sms', text);
    expect(unreachable.body.code).toBe(1);
    expect(unreachable.body.msg).toMatch(/^发送失败：无法连接网关（.*ECONNREFUSED.*）$/);

    await ui.add(admin, 'sms', 'SMS_ALI', {
      supplier: 'alibaba',
      accessKeyId: 'id',
      accessKeySecret: 'secret',
    });
    expect((await ui.send(en(), 'sms', { bizCode: 'SMS_ALI', mobiles: ['13800000021'] })).body.msg).toBe(
      'Sending failed: this server cannot send through the supplier alibaba; use a webhook gateway instead',
    );

    await ui.add(admin, 'email', 'MAIL_DOWN', {
      smtpServer: '127.0.0.1',
      port,
      username: 'noreply@example.com',
      password: 'mail-password-123',
      isSSL: '0',
      isAuth: '1',
    });
    const mail = await ui.send(en(), 'email', {
      bizCode: 'MAIL_DOWN',
      title: 'T',
      mailAddress: ['a@example.com'],
    });
    expect(mail).toMatchObject({ status: 200, body: { code: 1 } });
    expect(mail.body.msg).toMatch(/^Sending failed: the gateway could not be reached \(.*ECONNREFUSED.*\)$/);
    expect(JSON.stringify(mail.body)).not.toMatch(/ at .*\.(js|ts):\d+/);
  });
});
