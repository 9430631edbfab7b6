/** The dictionaries seeded into each tenant of an empty database: ours, and pig's standard ones. */
export const DICTS: { type: string; description: string; items: [string, string, string][] }[] = [
  {
    type: 'course_category',
    description: '课程分类',
    items: [
      ['basics', '物业管理基础', 'Property basics'],
      ['safety', '安全生产', 'Work safety'],
      ['fire', '消防管理', 'Fire safety'],
      ['service', '客户服务', 'Customer service'],
    ],
  },
  {
    // What a feedback is about: staff may add or rename items in Console › Dictionaries.
    type: 'feedback_category',
    description: '反馈类别',
    items: [
      ['course', '课程内容', 'Course content'],
      ['enrolment', '报名与缴费', 'Enrolment and fees'],
      ['checkin', '现场签到', 'Check-in'],
      ['exam', '考试', 'Exams'],
      ['system', '系统使用', 'Using the system'],
      ['other', '其他', 'Other'],
    ],
  },
  // pig's standard dictionaries, which its console's pages read: the same types and values.
  // pig's schedule and message types, which its home's calendar and its message pages read (as pig.sql seeds them).
  {
    type: 'schedule_type',
    description: '日程类型',
    items: [
      ['record', '日程记录', 'Record'],
      ['plan', '计划', 'Plan'],
    ],
  },
  {
    type: 'schedule_status',
    description: '日程状态',
    items: [
      ['0', '计划中', 'Planned'],
      ['1', '已开始', 'Started'],
      ['3', '已结束', 'Ended'],
    ],
  },
  {
    type: 'message_type',
    description: '消息类型',
    items: [
      ['0', '公告', 'Announcement'],
      ['1', '站内信', 'Notice'],
    ],
  },
  {
    type: 'param_type',
    description: '参数配置',
    items: [
      ['0', '默认', 'Default'],
      ['1', '检索', 'Search'],
      ['2', '原文', 'Text'],
      ['3', '报表', 'Report'],
      ['4', '安全', 'Security'],
      ['5', '文档', 'Document'],
      ['6', '消息', 'Message'],
      ['9', '其他', 'Other'],
    ],
  },
  {
    type: 'log_type',
    description: '日志类型',
    items: [
      ['0', '正常', 'Normal'],
      ['9', '异常', 'Error'],
    ],
  },
  {
    type: 'lock_flag',
    description: '用户状态',
    items: [
      ['0', '有效', 'Active'],
      ['9', '禁用', 'Locked'],
    ],
  },
  {
    type: 'dict_type',
    description: '字典类型',
    items: [
      ['1', '系统类', 'System'],
      ['0', '业务类', 'Business'],
    ],
  },
  {
    type: 'grant_types',
    description: '授权类型',
    items: [
      ['password', '密码模式', 'Password'],
      ['authorization_code', '授权码模式', 'Authorization code'],
      ['client_credentials', '客户端模式', 'Client credentials'],
      ['refresh_token', '刷新模式', 'Refresh token'],
      ['implicit', '简化模式', 'Implicit'],
      ['mobile', 'mobile', 'Mobile'],
    ],
  },
  {
    type: 'social_type',
    description: '社交登录',
    items: [
      ['OIDC', 'OpenID Connect', 'OpenID Connect'],
      ['WEIXIN_CP', '企业微信', 'WeCom'],
      ['DINGTALK', '钉钉', 'DingTalk'],
      ['WX', '微信', 'WeChat'],
    ],
  },
  {
    type: 'captcha_flag_types',
    description: '验证码开关',
    items: [
      ['0', '关', 'Off'],
      ['1', '开', 'On'],
    ],
  },
  {
    type: 'enc_flag_types',
    description: '前端密码加密',
    items: [
      ['0', '否', 'No'],
      ['1', '是', 'Yes'],
    ],
  },
  {
    type: 'common_status',
    description: '通用状态',
    items: [
      ['false', '否', 'No'],
      ['true', '是', 'Yes'],
    ],
  },
  {
    type: 'yes_no_type',
    description: '是否',
    items: [
      ['0', '否', 'No'],
      ['1', '是', 'Yes'],
    ],
  },
  {
    type: 'gender',
    description: '性别',
    items: [
      ['1', '男', 'Male'],
      ['2', '女', 'Female'],
      ['0', '未知', 'Unknown'],
    ],
  },
  {
    type: 'enrolment_status',
    description: '报名状态',
    items: [
      ['pending', '待审核', 'Pending'],
      ['approved', '已通过', 'Approved'],
      ['rejected', '已驳回', 'Rejected'],
      ['cancelled', '已取消', 'Cancelled'],
      ['waitlisted', '候补', 'Waitlisted'],
    ],
  },
  {
    type: 'checkin_method',
    description: '签到方式',
    items: [
      ['session_qr', '扫场次码', 'Session QR'],
      ['ticket', '扫个人票', 'Ticket'],
      ['list', '名单签到', 'List'],
      ['manual', '手工登记', 'Manual'],
    ],
  },
];
