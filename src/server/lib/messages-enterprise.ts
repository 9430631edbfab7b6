/** The server's messages about enterprises, invoice profiles and feedback (issue 17), in both languages. */
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
} as const;
