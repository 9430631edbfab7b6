/**
 * Certificates (modules/certificate) in both languages: the calls' refusals and the public verify page's words.
 */
export const CERTIFICATE_MESSAGES = {
  certificateNotFound: { zh: '证书不存在', en: 'The certificate does not exist' },
  certificateNotValid: {
    zh: '只有有效的证书可以撤销',
    en: 'Only a valid certificate can be revoked',
  },
  certificateUserNotFound: { zh: '学员不存在', en: 'The learner does not exist' },
  certificateCourseNotFound: { zh: '课程不存在', en: 'The course does not exist' },
  certificateRuleNoLessons: {
    zh: '该线上课程还没有课时，无法按完成课时颁发证书',
    en: 'This online course has no lessons yet, so no learner could earn its certificate',
  },
  certificateRuleNoSessions: {
    zh: '该线下课程还没有场次，无法按签到颁发证书',
    en: 'This classroom course has no sessions yet, so no learner could earn its certificate',
  },
  certificateRuleExamNotFound: {
    zh: '所选考试不是该课程已发布的考试',
    en: 'The chosen exam is not a published exam of this course',
  },
  certificateNotIssued: {
    zh: '证书未能颁发，请重试',
    en: 'The certificate was not issued; please try again',
  },
  certificateNotDrawn: {
    zh: '证书未能生成（{field}），请联系管理员',
    en: 'The certificate could not be drawn ({field}); please contact the administrator',
  },
  certificateWordingUnknown: {
    zh: '证书措辞中的 {names} 不是可用的占位符（可用：{known}）',
    en: '{names} in the wording is not a fact a certificate has (these are: {known})',
  },
  certificateSealNotFound: {
    zh: '所选的印章图片不存在，请重新上传',
    en: 'The seal image chosen does not exist; please upload it again',
  },
  certificateBackgroundNotFound: {
    zh: '所选的背景图片不存在，请重新上传',
    en: 'The background image chosen does not exist; please upload it again',
  },
  certificateSealNotDrawable: {
    zh: '印章图片须为 PNG 或 JPEG，不超过 2 MB，边长不超过 5000 像素',
    en: 'The seal image must be a PNG or JPEG of at most 2 MB and 5,000 pixels a side',
  },
  certificateBackgroundNotDrawable: {
    zh: '背景图片须为 PNG 或 JPEG，不超过 2 MB，边长不超过 5000 像素',
    en: 'The background image must be a PNG or JPEG of at most 2 MB and 5,000 pixels a side',
  },
  /** The paragraph a certificate says, unless the tenant's template words it. */
  certificateWording: {
    zh: '兹证明 {name} 已完成《{course}》培训，共计 {hours} 学时，成绩合格，特发此证。',
    en: 'This is to certify that {name} has completed the training course "{course}" ({hours} credit hours).',
  },
  // The sample certificate staff's template page previews.
  certificateSampleHolder: { zh: '张三', en: 'Zhang San' },
  certificateSampleCourse: { zh: '示例课程：物业安全管理', en: 'Sample course: Property safety management' },
  // The verify page (GET /verify/{number}).
  verifyTitle: { zh: '证书查验', en: 'Certificate verification' },
  verifyNumber: { zh: '证书编号', en: 'Certificate number' },
  verifyStateValid: { zh: '有效', en: 'Valid' },
  verifyStateExpired: { zh: '已过期', en: 'Expired' },
  verifyStateRevoked: { zh: '已撤销', en: 'Revoked' },
  verifyStateReplaced: { zh: '已被替换', en: 'Replaced' },
  verifyState: { zh: '状态', en: 'Status' },
  verifyHolder: { zh: '持证人', en: 'Holder' },
  verifyCourse: { zh: '课程', en: 'Course' },
  verifyHours: { zh: '学时', en: 'Credit hours' },
  verifyCompleted: { zh: '结业日期', en: 'Completed on' },
  verifyExpires: { zh: '有效期至', en: 'Valid until' },
  verifyNoExpiry: { zh: '长期有效', en: 'No expiry' },
  verifyIssuer: { zh: '颁发机构', en: 'Issued by' },
  verifyRevokeReason: { zh: '撤销原因', en: 'Reason for revocation' },
  verifySigningKey: { zh: '签名公钥', en: 'Signing key' },
  verifyKeysLink: { zh: '全部公开的公钥（JWKS）', en: 'All published keys (JWKS)' },
  verifyReplacedBy: { zh: '已由证书 {number} 替换', en: 'Replaced by certificate {number}' },
  verifyUnknown: {
    zh: '未找到编号为 {number} 的证书。',
    en: 'No certificate with the number {number} exists.',
  },
  verifyExistsOnly: {
    zh: '编号为 {number} 的证书存在。请扫描证书上的二维码或使用完整的查验链接查看详情。',
    en:
      'A certificate with the number {number} exists. Scan the QR code on the certificate, or use its whole ' +
      'verification link, to see its details.',
  },
  verifyNameNote: {
    zh: '为保护隐私，姓名部分隐藏。',
    en: 'Part of the name is hidden for privacy.',
  },
  verifySwitch: { zh: 'English', en: '中文' },
} as const;
