import { useParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { usePublicConfig } from '@/lib/public-config';

const APPS = {
  im: { name: 'IM App', for: 'your Internal Medicine products' },
  peds: { name: 'PEDS App', for: 'your Pediatrics products' },
  ms: { name: 'MedStudent App', for: 'your MedStudent products' },
} as const;

/** How to add the app to each kind of device: the browser's own install offer, in its words. */
const INSTALL_STEPS: { device: string; steps: string[] }[] = [
  {
    device: 'iPhone and iPad (Safari)',
    steps: [
      'Open this site in Safari and sign in.',
      'Tap the Share button, then “Add to Home Screen”.',
      'Tap Add. The app’s icon appears on your home screen.',
    ],
  },
  {
    device: 'Android (Chrome)',
    steps: [
      'Open this site in Chrome and sign in.',
      'Tap the ⋮ menu, then “Install app” (or “Add to Home screen”).',
      'Confirm. The app opens from its icon like any other app.',
    ],
  },
  {
    device: 'Windows, macOS, ChromeOS (Chrome or Edge)',
    steps: [
      'Open this site and sign in.',
      'Click the install icon at the right of the address bar, or open the browser menu and choose “Install”.',
      'The app opens in its own window and can be pinned to the taskbar or dock.',
    ],
  },
];

/**
 * /helpfulstuff/app/im|peds|ms: what the app is and how to install it. There is no separate
 * store app: this site is an installable web app (decision 0204), the same account and products.
 */
export function HelpfulAppPage() {
  const { specialty = '' } = useParams();
  const { productName } = usePublicConfig();
  const app = APPS[specialty.toLowerCase() as keyof typeof APPS] ?? null;
  const title = `${productName} ${app?.name ?? 'App'}`;
  const installed =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;

  return (
    <Page title={title}>
      <p className="text-slate-700">
        The {title} is this website, installed on your phone, tablet or computer: it opens from its
        own icon, full screen, with {app?.for ?? 'your products'} and the same account, progress and
        notes as here. There is nothing to download from an app store and nothing to sync.
      </p>
      {installed && (
        <p
          role="status"
          className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-green-900"
        >
          You are using the installed app now.
        </p>
      )}
      <section aria-labelledby="app-install" className="flex flex-col gap-3">
        <h2 id="app-install" className="text-lg font-semibold text-slate-900">
          Install it
        </h2>
        <div className="grid gap-3 md:grid-cols-3">
          {INSTALL_STEPS.map(({ device, steps }) => (
            <section
              key={device}
              aria-label={device}
              className="rounded-lg border border-slate-200 bg-white px-4 py-3"
            >
              <h3 className="font-semibold text-slate-900">{device}</h3>
              <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-800">
                {steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </section>
      <section aria-labelledby="app-know" className="flex flex-col gap-2">
        <h2 id="app-know" className="text-lg font-semibold text-slate-900">
          Good to know
        </h2>
        <ul className="list-disc space-y-1 pl-5 text-slate-800">
          <li>
            Updates download by themselves. When a new version is ready the app says so; choose
            Refresh to use it.
          </li>
          <li>
            Without a connection the app still opens and tells you it is offline; questions, scores
            and notes need the connection to load and save.
          </li>
          <li>To remove it, delete its icon or uninstall it as you would any other app.</li>
        </ul>
      </section>
    </Page>
  );
}

export default HelpfulAppPage;
