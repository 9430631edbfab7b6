/** The server's messages about enterprises, invoice profiles and feedback, in both languages. */
export const ENTERPRISE_MESSAGES = {
  enterpriseNameRequired: { zh: '请输入企业名称', en: 'Please enter the company name' },
  creditCodeInvalid: {
    zh: '统一社会信用代码格式不正确或校验位错误',
    en: 'The unified social credit code is malformed or its check character is wrong',
  },
  creditCodeTaken: {
    zh: '该统一社会信用代码已注册',
    en: 'An enterprise with this unified social credit code is already registered',
  },
  contactNameRequired: { zh: '请输入联系人姓名', en: "Please enter the contact's name" },
  licenceRequired: { zh: '请上传营业执照', en: 'Please upload the business licence' },
  enterpriseNone: { zh: '您不是企业管理员', en: 'You do not administer an enterprise' },
  invoiceNotFound: { zh: '开票信息不存在', en: 'The invoice profile does not exist' },
  invoiceTitleRequired: { zh: '请输入发票抬头', en: 'Please enter the invoice title' },
  taxNoRequired: { zh: '请输入纳税人识别号', en: 'Please enter the taxpayer number' },
  taxNoInvalid: {
    zh: '纳税人识别号应为统一社会信用代码或15、17、20位字母数字',
    en: 'The taxpayer number must be a credit code or 15, 17 or 20 letters and digits',
  },
  invoiceSpecialFields: {
    zh: '增值税专用发票须填写开户银行、银行账号、注册地址和电话',
    en: 'A special VAT invoice needs the bank, account, registered address and phone',
  },
  feedbackContentRequired: { zh: '请输入反馈内容', en: 'Please enter your feedback' },
  feedbackTooLong: { zh: '反馈内容不能超过500字', en: 'Feedback can be at most 500 characters' },
  // Licence, review, members, the feedback inbox.
  licenceNotFound: { zh: '营业执照不存在', en: 'The business licence does not exist' },
  enterpriseNotFound: { zh: '企业不存在', en: 'The enterprise does not exist' },
  enterpriseNotPending: {
    zh: '只能审核待审核的企业',
    en: 'Only an enterprise waiting for review can be reviewed',
  },
  reviewReasonRequired: { zh: '驳回时请填写原因', en: 'Please give the reason for the rejection' },
  enterpriseNotApproved: {
    zh: '企业尚未通过审核，暂不能使用此功能',
    en: 'The enterprise has not been approved yet; this is not available until it is',
  },
  enterpriseApprovedSms: {
    zh: '【培训平台】您的企业“{name}”已通过审核，现在可以添加员工并为其报名。',
    en: 'Your enterprise "{name}" has been approved: you can now add your staff and enrol them.',
  },
  enterpriseRejectedSms: {
    zh: '【培训平台】您的企业“{name}”未通过审核，原因：{reason}。请登录修改后重新提交。',
    en: 'Your enterprise "{name}" was not approved: {reason}. Please sign in, correct it and submit it again.',
  },
  memberNameRequired: { zh: '请输入员工姓名', en: "Please enter the staff member's name" },
  memberOfOther: {
    zh: '手机号 {phone} 已是其他企业的员工',
    en: 'The mobile number {phone} belongs to a member of another enterprise',
  },
  memberAlready: { zh: '手机号 {phone} 已是本企业员工', en: 'The mobile number {phone} is already a member' },
  memberIsStaff: {
    zh: '手机号 {phone} 属于企业管理员账号，不能添加为员工',
    en: "The mobile number {phone} is an enterprise administrator's account and cannot be added",
  },
  membersChanged: {
    zh: '有员工刚被其他企业添加，请重试',
    en: 'Someone was just added by another enterprise; please try again',
  },
  feedbackCategoryUnknown: { zh: '请选择反馈类别', en: 'Please choose a feedback category' },
  feedbackAttachmentUnknown: {
    zh: '附件不存在，请重新上传',
    en: 'An attachment was not found; please upload it again',
  },
  feedbackNotFound: { zh: '反馈不存在', en: 'The feedback does not exist' },
  feedbackReplyRequired: { zh: '请输入回复内容', en: 'Please enter the reply' },
  feedbackReplyTooLong: { zh: '回复不能超过1000字', en: 'A reply can be at most 1000 characters' },
  feedbackClosed: { zh: '该反馈已关闭，请先重新打开', en: 'This feedback is closed; reopen it first' },
  feedbackNotClosed: { zh: '只能重新打开已关闭的反馈', en: 'Only a closed feedback can be reopened' },
  feedbackAlreadyClosed: { zh: '该反馈已关闭', en: 'This feedback is already closed' },
  // Sign-up records, bulk enrolment, invoice requests.
  notEnterpriseMember: { zh: '不是本企业的成员', en: 'Not a member of this enterprise' },
  memberNameMismatch: {
    zh: '姓名与该手机号的成员不一致',
    en: 'The name differs from that of the member with this mobile',
  },
  memberMobileRequired: { zh: '请填写手机号', en: 'Please give the mobile number' },
  memberDuplicate: { zh: '与第 {n} 行重复', en: 'The same person as row {n}' },
  memberAlreadyEnrolled: {
    zh: '该成员已报名该课程',
    en: 'This member has already signed up for this course',
  },
  invoiceNotBillable: {
    zh: '以下报名不可开票：{ids}',
    en: 'These sign-ups cannot be invoiced: {ids}',
  },
  invoiceAlreadyRequested: {
    zh: '所选报名已在其他开票申请中',
    en: 'A chosen sign-up is already in another invoice request',
  },
  invoiceRequestNotFound: { zh: '开票申请不存在', en: 'The invoice request does not exist' },
  invoiceRequestHandled: {
    zh: '该申请已处理，只能处理待开票的申请',
    en: 'This request has been handled already; only a requested one can be',
  },
  invoiceNoRequired: { zh: '请输入发票号码', en: 'Please enter the invoice number' },
  invoiceFilePdf: {
    zh: '请先上传电子发票PDF文件',
    en: 'Please upload the e-invoice as a PDF first',
  },
  invoiceRejectReason: { zh: '驳回时请填写原因', en: 'Please give a reason for the rejection' },
  invoiceNotIssued: { zh: '发票尚未开具', en: 'The invoice has not been issued yet' },
} as const;
