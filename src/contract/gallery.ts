import { PERMISSIONS } from './permissions';

/**
 * The console's gallery: the spec's demonstration routes (Functions, Pages, Make, Routing parameters, Chart,
 * Visualizing, Permissions, Tools), each a small page built from the components the console really uses, with its
 * code beside it.
 * One list for the menus the server seeds and the pages the console opens (`/admin/gallery/<slug>`); names are
 * data in both languages, as menu names are. No zod: the console frame imports it.
 */
export type GalleryEntry = { slug: string; zh: string; en: string };
export type GalleryGroup = GalleryEntry & { items: GalleryEntry[] };

export const GALLERY_PERMISSION = PERMISSIONS.galleryView;
export const GALLERY_ROOT = '/admin/gallery';
export const galleryPath = (slug: string) => `${GALLERY_ROOT}/${slug}`;

const e = (slug: string, zh: string, en: string): GalleryEntry => ({ slug, zh, en });

export const GALLERY_GROUPS: GalleryGroup[] = [
  {
    ...e('functions', '功能', 'Functions'),
    items: [
      e('tags-view', '标签页操作', 'Tags view'),
      e('count-up', '数字滚动', 'Count up'),
      e('cropper', '图片裁剪', 'Cropper'),
      e('qr-code', '二维码', 'QR code'),
      e('print', '打印', 'Print'),
      e('clipboard', '剪贴板', 'Clipboard'),
      e('drag-layout', '拖拽布局', 'Drag layout'),
      e('split-pane', '分割面板', 'Split pane'),
      e('validator', '校验规则', 'Validator'),
    ],
  },
  {
    ...e('pages', '页面', 'Pages'),
    items: [
      e('filtering', '筛选与详情', 'Filtering and details'),
      e('icon-fonts', '图标', 'Icon fonts'),
      e('form-adapt', '表单自适应', 'Form adapt'),
      e('table-rules', '表格校验', 'Table rules'),
      e('form-i18n', '表单国际化', 'Form i18n'),
      e('multi-form', '多表单校验', 'Multi-form validation'),
      e('dynamic-form', '动态表单', 'Dynamic form'),
      e('workflow', '工作流', 'Workflow'),
      e('list-adapt', '列表自适应', 'List adapt'),
      e('waterfall', '瀑布流', 'Waterfall'),
      e('steps', '步骤条', 'Steps'),
      e('large-preview', '大图预览', 'Large preview'),
      e('wave-effect', '波浪效果', 'Wave effect'),
      e('tree-table', '树形表格', 'Tree table'),
      e('drag-command', '拖拽指令', 'Drag command'),
      e('lazy-image', '图片懒加载', 'Lazy image'),
    ],
  },
  {
    ...e('make', '组件封装', 'Make'),
    items: [
      e('icon-selector', '图标选择器', 'Icon selector'),
      e('notice-bar', '滚动通知栏', 'Notice bar'),
      e('svg-demo', 'SVG 演示', 'SVG demo'),
      e('table-demo', '表格封装', 'Table demo'),
    ],
  },
  {
    ...e('params', '路由参数', 'Routing parameters'),
    items: [e('params-common', '普通路由', 'Common'), e('params-dynamic', '动态路由', 'Dynamic')],
  },
  { ...e('charts', '图表', 'Chart'), items: [e('chart', '图表', 'Chart')] },
  {
    ...e('visualizing', '数据可视化', 'Visualizing'),
    items: [
      e('visualizing-checkin', '签到大屏', 'Check-in wall'),
      e('visualizing-study', '学习大屏', 'Study wall'),
    ],
  },
  {
    ...e('permissions', '权限管理', 'Permissions'),
    items: [
      e('perm-front-page', '前端控制页面', 'Front-end page'),
      e('perm-front-button', '前端控制按钮', 'Front-end button'),
      e('perm-back-page', '后端控制页面', 'Back-end page'),
    ],
  },
  { ...e('tools-group', '工具', 'Tools'), items: [e('tools', '工具类集合', 'Tools')] },
];

/** The link view (opens in a new tab) and the two embedded views: this server's API reference, framed. */
export const GALLERY_LINKS = [
  { ...e('link', '外链', 'Link view'), url: 'https://github.com/pig-mesh/pig-ui', embedded: false },
  { ...e('iframe-api', '内嵌 API 文档', 'Embedded API reference'), url: '/api/docs', embedded: true },
  {
    ...e('iframe-api-checkin', '内嵌签到接口', 'Embedded check-in calls'),
    url: '/api/docs#/checkin',
    embedded: true,
  },
];

export const galleryItem = (slug: string): GalleryEntry | undefined =>
  GALLERY_GROUPS.flatMap((g) => g.items).find((i) => i.slug === slug);
