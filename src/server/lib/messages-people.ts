/** The server's messages about users, departments, posts and Excel imports, in both languages. */
export const PEOPLE_MESSAGES = {
  importInvalid: { zh: '导入失败，以下数据不合法', en: 'Import failed, the following data is invalid' },
  importSucceeded: { zh: '导入成功，共 {n} 条', en: 'Import succeeded: {n} rows' },
  importUnreadable: {
    zh: '无法读取该文件，请使用导入模板（.xlsx）',
    en: 'This file cannot be read; please use the import template (.xlsx)',
  },
  importXls: {
    zh: '旧版 .xls 文件无法读取，请在 Excel 中另存为 .xlsx 后再导入',
    en: 'Old .xls files cannot be read; save it as .xlsx in Excel and import again',
  },
  importFileType: { zh: '只能导入 .xlsx 或 .xls 文件', en: 'Only .xlsx or .xls files can be imported' },
  importHeaders: { zh: '文件缺少列：{headers}', en: 'The file lacks the columns: {headers}' },
  importEmpty: { zh: '文件中没有数据', en: 'The file holds no data' },
  importTooMany: { zh: '一次最多导入 {n} 行', en: 'At most {n} rows can be imported at once' },
  importTooLarge: {
    zh: '文件内容过大或过于复杂，请只保留导入模板中的列和数据',
    en: 'The file is too large or too complex; keep only the columns and rows of the import template',
  },
  required: { zh: '{field}不能为空', en: '{field} is required' },
  duplicateInFile: { zh: '{field} {value} 在文件中重复', en: '{field} {value} appears twice in the file' },
  lockFlagValue: { zh: '锁定标记只能是 0 或 9', en: 'The lock flag must be 0 or 9' },
  sortValue: { zh: '{field}应为非负整数', en: '{field} must be a whole number, 0 or more' },
  phoneTaken: { zh: '手机号 {phone} 已存在', en: 'The mobile number {phone} is already taken' },
  usernameTakenNamed: { zh: '用户名 {username} 已存在', en: 'The username {username} is already taken' },
  deptUnknown: { zh: '部门 {name} 不存在', en: 'The department {name} does not exist' },
  deptAmbiguous: {
    zh: '有多个名为 {name} 的部门，请先改名',
    en: 'Several departments are named {name}; rename them first',
  },
  roleUnknown: { zh: '角色 {name} 不存在', en: 'The role {name} does not exist' },
  postUnknown: { zh: '岗位 {name} 不存在', en: 'The post {name} does not exist' },
  roleNotInTenant: { zh: '角色不存在', en: 'A chosen role does not exist' },
  postNotInTenant: { zh: '岗位不存在', en: 'A chosen post does not exist' },
  deptNotInTenant: { zh: '部门不存在', en: 'A chosen department does not exist' },
  deptRequired: { zh: '请选择部门', en: 'Please choose a department' },
  deptNotMine: {
    zh: '只能切换到您所属的部门',
    en: 'You can only switch to a department you belong to',
  },
  deleteSelf: { zh: '不能删除自己的账号', en: 'You cannot delete your own account' },
  lockSelf: { zh: '不能锁定自己的账号', en: 'You cannot lock your own account' },
  lastAdmin: {
    zh: '至少要保留一个可用的管理员账号',
    en: 'At least one active administrator account must remain',
  },
  adminRoleOnlyByAdmin: {
    zh: '只有管理员才能授予或收回管理员角色',
    en: 'Only an administrator can grant or take away the administrator role',
  },
  signInToCheck: { zh: '请登录后再查询手机号', en: 'Please log in to check a mobile number' },
  postNotFound: { zh: '岗位不存在', en: 'This post does not exist' },
  postCodeTaken: { zh: '岗位标识 {code} 已存在', en: 'A post with the code {code} already exists' },
  postInUse: {
    zh: '岗位 {name} 仍有用户，请先调整这些用户的岗位',
    en: 'The post {name} still has users; change their posts first',
  },
  deptNotFound: { zh: '部门不存在', en: 'This department does not exist' },
  deptParentUnknown: { zh: '上级部门不存在', en: 'The parent department does not exist' },
  deptCycle: {
    zh: '不能把部门移到它自己或它的下级部门之下',
    en: 'A department cannot move under itself or one of its sub-departments',
  },
  deptHasChildren: {
    zh: '部门 {name} 还有下级部门，请先删除下级部门',
    en: 'The department {name} has sub-departments; delete them first',
  },
  deptHasUsers: {
    zh: '部门 {name} 还有用户，请先调整这些用户的部门',
    en: 'The department {name} still has users; move them first',
  },
  deptNameTaken: {
    zh: '同一上级部门下已有名为 {name} 的部门',
    en: 'The parent department already has a department named {name}',
  },
  templateNotFound: { zh: '模板文件不存在', en: 'This template does not exist' },
} as const;
