/** The legacy admin screens (their hash) that have an in-app screen of their own. */
const LEGACY_SCREENS = {
  'cms/qa': 'cmsQuestions',
  'cms/statistics': 'itemStatistics',
} as const;

type LegacyTargets = Record<(typeof LEGACY_SCREENS)[keyof typeof LEGACY_SCREENS] | 'admin', string>;

/**
 * Where the legacy admin address (spec §2: '/admin#cms/qa', a full page load) leads in the app:
 * its hash names the screen. Other hashes land on the Admin home.
 */
export function legacyAdminTarget(hash: string, targets: LegacyTargets): string {
  const screen = hash.replace(/^#/, '').split('?')[0]!.split('/').filter(Boolean).slice(0, 2);
  const name = LEGACY_SCREENS[screen.join('/') as keyof typeof LEGACY_SCREENS];
  return name ? targets[name] : targets.admin;
}
