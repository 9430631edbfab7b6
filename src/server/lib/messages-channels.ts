/**
 * Message channels (modules/channel) in both languages: the management calls' refusals, why a send failed (the
 * gateway's reason, in words staff can act on), and the texts of the test messages.
 */
export const CHANNEL_MESSAGES = {
  channelNotFound: { zh: '消息通道不存在', en: 'The message channel does not exist' },
  channelMissing: {
    zh: '没有已启用的业务编码为 {key} 的{kind}通道',
    en: 'No enabled {kind} channel has the code {key}',
  },
  channelKeyTaken: { zh: '业务编码 {key} 已存在', en: 'The code {key} is already in use' },
  channelFieldRequired: {
    zh: '参数 configValue.{field} 不合法：缺失',
    en: 'configValue.{field}: is missing',
  },
  channelStoredUnreadable: {
    zh: '通道配置已损坏，请重新编辑保存',
    en: 'The channel’s stored settings are unreadable; edit and save them again',
  },
  channelSendFailed: { zh: '发送失败：{reason}', en: 'Sending failed: {reason}' },
  // Why: the gateway's reason.
  channelAnswered: { zh: '网关返回 HTTP {status}', en: 'the gateway answered HTTP {status}' },
  channelTimeout: {
    zh: '网关在 {s} 秒内没有应答',
    en: 'the gateway did not answer within {s} seconds',
  },
  channelUnreachable: { zh: '无法连接网关（{detail}）', en: 'the gateway could not be reached ({detail})' },
  channelRefused: { zh: '网关拒绝了消息（{detail}）', en: 'the gateway refused the message ({detail})' },
  channelUnsupported: {
    zh: '本系统不能通过服务商 {supplier} 发送，请改用 Webhook 网关',
    en: 'this server cannot send through the supplier {supplier}; use a webhook gateway instead',
  },
  channelKindSms: { zh: '短信', en: 'SMS' },
  channelKindEmail: { zh: '邮件', en: 'e-mail' },
  channelKindWebhook: { zh: 'Webhook', en: 'webhook' },
  // The test messages.
  channelTestSms: {
    zh: '【测试】这是来自通道“{name}”的测试短信。{params}',
    en: '[Test] A test text through the channel "{name}". {params}',
  },
  channelTestMail: {
    zh: '这是来自通道“{name}”的测试邮件。',
    en: 'A test mail through the channel "{name}".',
  },
} as const;
