import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';

/**
 * What a learner's phone precaches: the portal and the sign screens, not the console. Chunks only
 * staff reach (the console's routes and what only they import: forms, ECharts, Excel) and chunks loaded on
 * demand by screens that need the network anyway are left out of the service worker's precache manifest; the
 * service worker caches them at run time when they are first fetched (src/sw/sw.ts), so a console page opened
 * once online opens again offline. The camera scanner's html5-qrcode is precached: an iPhone (no native QR
 * detector) scans at a venue without signal from its first launch.
 */

/** The console's route components: /admin and everything under it, and the file preview pages staff open. */
export const CONSOLE_ROUTE = /[\\/]src[\\/]client[\\/]routes[\\/](admin(\.tsx|[\\/])|preview[\\/])/;
/**
 * The learner's exam screens (/person/test/*) and their feature. An exam can only be started online,
 * so these chunks have always been fetched (and kept by the service worker) before an exam needs them offline;
 * precaching them would cost every phone that never sits an exam.
 */
export const EXAM_CODE =
  /[\\/]src[\\/]client[\\/](routes[\\/](_auth[\\/])?person[\\/]test|features[\\/]exam)[\\/]/;

/**
 * The enterprise screens (/enterprise/*), the feedback screens (/person/feedback) and the learner's notices
 * (/person/notices): most phones are learners' and never open the first two, and notices arrive online. A
 * feedback draft written offline lives in the persisted query cache and its queued send is registered at start
 * (app/offline-mutations.ts), so none needs these chunks precached; a screen opened once online is kept by the
 * service worker and opens again offline (the notices with the list last read).
 */
export const ENTERPRISE_CODE = new RegExp(
  String.raw`[\\/]src[\\/]client[\\/](` +
    String.raw`routes[\\/](_auth[\\/])?(enterprise[\\/]|person[\\/](feedback|notices)\.tsx)` +
    String.raw`|features[\\/](enterprise|enterprise-records|feedback|notices)[\\/])`,
);

/**
 * The learner's certificates (/person/certificates) and their feature: opened online first (a certificate is
 * issued there), then kept by the service worker, and its list by the persisted query cache, so it opens offline
 * once opened; precaching it would cost every phone, most of whose visits never open it.
 */
export const CERTIFICATE_CODE =
  /[\\/]src[\\/]client[\\/](routes[\\/]_auth[\\/]person[\\/]certificates\.tsx|features[\\/]certificates[\\/])/;

/**
 * "Verify a certificate" (/sign/home?verify=1): it needs the network once anyway, to read the association's
 * public keys, and its chunk is kept by the service worker then, with the keys in IndexedDB, so it checks
 * certificates offline from that first use on. Precaching it would cost every phone, which mostly checks in.
 */
export const VERIFY_CODE = /[\\/]src[\\/]client[\\/]features[\\/]checkin[\\/]verify[\\/]/;

/**
 * Taking a course away (the study page's download controls, the storage page /person/storage, the download queue):
 * a download needs the network, so these chunks have been fetched, and kept by the service worker, before they are
 * needed offline. The study page itself finds a saved copy without them (lib/offline-files.ts is precached).
 */
export const DOWNLOAD_CODE =
  /[\\/]src[\\/]client[\\/](routes[\\/]_auth[\\/]person[\\/]storage\.tsx|features[\\/]study[\\/]downloads[\\/])/;

/**
 * The sign-in page (/login): signing in needs the server, so a phone without a connection has no use for it. It is
 * fetched with the page's first visit (it is a landing page) and kept by the service worker from then; a phone
 * that never opened it is told it is offline, and the page opens itself when the network returns (RouteError).
 */
export const ONLINE_ONLY_PAGE = /[\\/]src[\\/]client[\\/]routes[\\/]login\.tsx\?tsr-split=/;

/** The on-demand files below, by name: the avatar crop's packages and the account screens. */
const CROP_PACKAGES = ['react-easy-crop', 'normalize-wheel'];
const AUTH_SCREENS = [
  'register-form',
  'sms-login-form',
  'password-expire-form',
  'reset-password-page',
  'account-forms',
  'social-login-tab',
  'social-redirect-page',
];
const ACCOUNT_PIECES = [
  'slider-captcha',
  'sms-code-button',
  'strength-meter',
  'mobile-code-fields',
  'field-errors',
];
const SETTINGS_SCREENS = [
  'phone-form',
  'password-form',
  'social-accounts-section',
  'calendar-section',
  'followed-courses',
  'social-link-return',
  'avatar-crop',
];

/**
 * A course page's part for signed-in learners ("Follow", the course's exams): loaded only when signed in, online,
 * and kept by the service worker once fetched. Its chunk is named online-* (vite.config.ts), so the course page
 * does not list its imports for preloading.
 */
export const LEARNER_EXTRAS = new RegExp(
  String.raw`[\/]src[\/]client[\/]features[\/]courses[\/]components[\/](learner-extras|follow-button|course-exams)\.`,
);

/**
 * The check-in desk (/sign/list's page, its search): staff open it online once, to fetch the session's list, and the
 * service worker keeps it from then, so it opens offline at the door; attendees' phones never need it. Its chunk is
 * named online-* (vite.config.ts): the route does not list its imports for preloading.
 */
export const DESK_CODE = new RegExp(
  String.raw`[\/]src[\/](client[\/]features[\/]checkin[\/]desk[\/]|contract[\/]desk-search-rules\.ts)`,
);

/**
 * Loaded where a device needs it, and cached then: the account screens, which work only online anyway
 * (registration and its agreement, SMS login, forgotten and expired passwords, the slider puzzle, the avatar
 * crop, changing one's mobile number or password, the calendar settings, the AES of the password login); and the
 * console's message catalogs. Precaching them
 * would only cost every phone bytes.
 * (crypto-js's HMAC, which signs check-ins offline, stays.)
 */
export const ON_DEMAND = new RegExp(
  [
    // The avatar crop (person settings).
    String.raw`[\/]node_modules[\/](${CROP_PACKAGES.join('|')})[\/]`,
    String.raw`[\/]src[\/]client[\/]routes[\/]person[\/](register|resetPassword)\.tsx`,
    String.raw`[\/]src[\/]client[\/]routes[\/]authredirect\.tsx`,
    // The registration agreement (/Agreement): opened only from the registration forms, which need the network.
    String.raw`[\/]src[\/]client[\/]routes[\/]Agreement\.tsx`,
    String.raw`[\/]src[\/]client[\/]features[\/]auth[\/]` +
      String.raw`(components[\/]agreement-page|api[\/]agreement)\.ts`,
    String.raw`[\/]src[\/]client[\/]features[\/]auth[\/]api[\/]social(-providers)?\.ts`,
    String.raw`[\/]src[\/]client[\/]features[\/]auth[\/]components[\/](${AUTH_SCREENS.join('|')})\.`,
    String.raw`[\/]src[\/]client[\/]components[\/](${ACCOUNT_PIECES.join('|')})\.`,
    String.raw`[\/]src[\/]client[\/]features[\/]person-settings[\/]components[\/]` +
      String.raw`(${SETTINGS_SCREENS.join('|')})\.`,
    String.raw`[\/]src[\/]client[\/]lib[\/]crop-image\.ts`,
    // Following a course (its "Follow" on the course page, and the list in person settings): online only.
    LEARNER_EXTRAS.source,
    DESK_CODE.source,
    String.raw`[\/]src[\/]client[\/]api[\/]follows\.ts`,
    String.raw`[\/]src[\/]client[\/]features[\/]person-settings[\/]api[\/](social-links|calendar)\.ts`,
    String.raw`[\/]src[\/]client[\/]lib[\/]social-round\.ts`,
    String.raw`[\/]src[\/]client[\/]lib[\/](sign-up|account-catalog)\.ts`,
    String.raw`[\/]src[\/]contract[\/]captcha-rules\.ts`,
    String.raw`[\/]src[\/]contract[\/]reminder-rules\.ts`,
    String.raw`[\/]node_modules[\/]crypto-js[\/](aes|cipher-core|evpkdf|md5|sha1|enc-utf8|mode-cfb|pad-nopadding)\.js`,
    String.raw`[\/]src[\/]client[\/]lib[\/]crypto\.ts`,
    // Developer-tools blocking: loaded only where the site setting turns it on.
    String.raw`[\/]node_modules[\/]disable-devtool[\/]`,
    String.raw`[\/]src[\/]client[\/]app[\/]anti-debug\.ts`,
    // What the console loads before its first screen (app/console-boot.ts): its zod check of a list's address,
    // with zod and the contract that check uses.
    String.raw`[\/]src[\/]client[\/](app[\/]console-boot|features[\/]admin[\/]list-search)\.ts`,
    String.raw`[\/]node_modules[\/]zod[\/]`,
    String.raw`[\/]src[\/]contract[\/]envelope\.ts`,
    // The console's, the exam, enterprise, account, certificate and check screens' messages (build/catalogs.ts):
    // loaded with them.
    String.raw`[\/]src[\/]client[\/]locales[\/][^\/]+[\/]` +
      String.raw`(console|exam|enterprise|records|account|certificates|verify|downloads)\.po`,
    // The exam screens and their feature (EXAM_CODE).
    String.raw`[\/]src[\/]client[\/]routes[\/](_auth[\/])?person[\/]test[\/]`,
    String.raw`[\/]src[\/]client[\/]features[\/]exam[\/]`,
    String.raw`[\/]src[\/]contract[\/]exam-rules\.ts`,
    // The enterprise and feedback screens and their features (ENTERPRISE_CODE).
    ENTERPRISE_CODE.source,
    String.raw`[\/]src[\/]contract[\/]enterprise(-(rules|profile|member|record|invoice|feedback))?\.ts`,
    // The learner's certificates (CERTIFICATE_CODE).
    CERTIFICATE_CODE.source,
    // The certificate check (VERIFY_CODE).
    VERIFY_CODE.source,
    // Taking a course away (DOWNLOAD_CODE).
    DOWNLOAD_CODE.source,
  ].join('|'),
);

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/** Files no portal page needs up front: not reachable from the entry without entering a console route. */
export function staffOnlyFiles(bundle: Record<string, { type: string; fileName: string }>): Set<string> {
  const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const skipped = (c: Chunk) =>
    (!!c.facadeModuleId &&
      (CONSOLE_ROUTE.test(c.facadeModuleId) ||
        EXAM_CODE.test(c.facadeModuleId) ||
        ENTERPRISE_CODE.test(c.facadeModuleId) ||
        ONLINE_ONLY_PAGE.test(c.facadeModuleId))) ||
    (c.moduleIds.length > 0 && c.moduleIds.every((id) => ON_DEMAND.test(id))) ||
    // A facade that only re-exports an on-demand chunk (a module imported both statically and lazily).
    (c.moduleIds.length === 0 && !!c.facadeModuleId && ON_DEMAND.test(c.facadeModuleId));
  const portal = new Set<string>();
  const queue = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const chunk = byName.get(name);
    if (!chunk || portal.has(name) || skipped(chunk)) continue;
    portal.add(name);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  const portalCss = new Set(
    [...portal].flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]),
  );
  const left = new Set<string>();
  for (const c of chunks) {
    if (portal.has(c.fileName)) continue;
    left.add(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) if (!portalCss.has(css)) left.add(css);
  }
  return left;
}

/** The Vite plugin that finds those files, and the workbox manifest transform that drops them. */
export function precacheScope(): { plugin: Plugin; manifestTransform: ManifestTransform } {
  let left = new Set<string>();
  return {
    plugin: {
      name: 'peixun:precache-scope',
      apply: 'build',
      generateBundle(_options, bundle) {
        left = staffOnlyFiles(bundle);
      },
    },
    manifestTransform: (entries) =>
      Promise.resolve({
        manifest: entries.filter((e) => !left.has(e.url) && !left.has(e.url.replace(/\.map$/, ''))),
        warnings: [],
      }),
  };
}
