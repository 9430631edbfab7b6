type Message = { zh: string; en: string };

/** What the access pages' rules say (roles, menus, tenants, OAuth clients), in both languages. */
export const ACCESS_MESSAGES = {
  platformOnly: {
    zh: '仅平台租户的管理员可以操作',
    en: 'Only the platform tenant’s administrators may do this',
  },
  roleNotFound: { zh: '角色不存在', en: 'This role does not exist' },
  roleCodeTaken: { zh: '角色标识 {code} 已存在', en: 'A role with the code {code} already exists' },
  roleNameTaken: { zh: '角色名称 {name} 已存在', en: 'A role named {name} already exists' },
  roleCodeFixed: { zh: '角色标识创建后不能修改', en: 'A role’s code cannot be changed once made' },
  roleBuiltIn: {
    zh: '内置角色 {code} 不能删除',
    en: 'The built-in role {code} cannot be deleted',
  },
  roleAdminKeepsPerm: {
    zh: '管理员角色必须保留“角色管理”和“分配权限”，否则无人能再授权',
    en: 'The administrator role must keep Roles and Assign permissions, or nobody could grant anything again',
  },
  roleScopeDepts: {
    zh: '自定义数据权限须选择本租户的部门',
    en: 'A custom data scope needs departments of this tenant',
  },
  importRoleName: {
    zh: '角色名称必填，最多 64 个字符',
    en: 'The role name is required, at most 64 characters',
  },
  importRoleCode: {
    zh: '角色标识须以字母开头，只含字母、数字和下划线，最多 64 个字符',
    en: 'The role code starts with a letter and has only letters, digits and underscores, at most 64',
  },
  importRoleDesc: { zh: '角色描述最多 255 个字符', en: 'The description has at most 255 characters' },
  menuNotFound: { zh: '菜单不存在', en: 'This menu does not exist' },
  menuOutsidePackage: {
    zh: '菜单 {id} 不在本租户的菜单套餐内',
    en: 'Menu {id} is not in this tenant’s menu package',
  },
  menuPermissionTaken: {
    zh: '权限标识 {permission} 已被其他菜单使用',
    en: 'The permission string {permission} is already used by another menu',
  },
  menuButtonParent: {
    zh: '按钮必须放在某个菜单下',
    en: 'A button must sit under a menu',
  },
  menuButtonPermission: { zh: '按钮必须填写权限标识', en: 'A button needs a permission string' },
  menuPathRequired: { zh: '菜单必须填写路由路径', en: 'A menu needs a path' },
  menuTopParent: { zh: '顶级菜单只能放在根节点下', en: 'A top menu sits at the root only' },
  menuParentInvalid: {
    zh: '上级菜单不能是按钮、自身或其下级',
    en: 'The parent cannot be a button, the menu itself or one of its descendants',
  },
  menuHasChildren: {
    zh: '有下级的菜单不能改为按钮',
    en: 'A menu with children cannot become a button',
  },
  // pig's own words (SysMenuServiceImpl.removeMenuById).
  menuDeleteHasChildren: { zh: '菜单含有下级不能删除', en: 'The menu has sub-menus and cannot be deleted' },
  menuHomeNotPage: {
    zh: '只有页面菜单可以设为首页，按钮和顶级菜单不行',
    en: 'Only a page menu can be the home page, not a button or a top menu',
  },
  menuSortScope: {
    zh: '排序的菜单须是同一上级下的不同菜单',
    en: 'The menus sorted must be different children of the same parent',
  },
  tenantNotFound: { zh: '租户不存在', en: 'This tenant does not exist' },
  tenantCodeTaken: { zh: '租户编码 {code} 已存在', en: 'A tenant with the code {code} already exists' },
  tenantNameTaken: { zh: '租户名称 {name} 已存在', en: 'A tenant named {name} already exists' },
  tenantCodeFixed: { zh: '租户编码创建后不能修改', en: 'A tenant’s code cannot be changed once made' },
  tenantDates: { zh: '结束时间须晚于开始时间', en: 'The end must come after the start' },
  tenantPlatformKept: {
    zh: '平台租户不能冻结、过期、删除或限制菜单',
    en: 'The platform tenant cannot be frozen, expired, deleted or limited to a menu package',
  },
  tenantOwnDelete: { zh: '不能删除自己所在的租户', en: 'You cannot delete your own tenant' },
  tenantAdminPassword: {
    zh: '管理员密码强度太低（至少包含字母、数字、符号中的两种）',
    en: 'The administrator’s password is too weak (use two of letters, digits and symbols)',
  },
  clientNotFound: { zh: '终端不存在', en: 'This client does not exist' },
  clientIdTaken: { zh: '终端编号 {clientId} 已存在', en: 'A client with the id {clientId} already exists' },
  clientInUse: {
    zh: '不能删除您当前登录所用的终端 {clientId}',
    en: 'You cannot delete the client {clientId} you are signed in with',
  },
} as const satisfies Record<string, Message>;
