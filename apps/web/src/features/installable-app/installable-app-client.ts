import { Workbox } from 'workbox-window';
import { useSnackbar } from '@/lib/snackbar';

/** The part of workbox-window's Workbox the client uses (a fake stands in for it in tests). */
export interface WorkboxLike {
  addEventListener(
    type: string,
    listener: (event: { isUpdate?: boolean; data?: unknown }) => void,
  ): void;
  register(): Promise<unknown>;
  messageSW(data: object): Promise<unknown>;
  messageSkipWaiting(): void;
}

/** Spec §7 version events, as the client reports them. */
export type VersionEvent =
  | 'VERSION_DETECTED'
  | 'VERSION_READY'
  | 'VERSION_ACTIVATED'
  | 'VERSION_INSTALLATION_FAILED'
  | 'NO_NEW_VERSION_DETECTED';

export interface PushPayload {
  text?: string;
}

/** The message the service worker (public/sw-messages.js) answers 'check for updates' with. */
interface UpdateCheckAnswer {
  type: 'UPDATE_CHECKED' | 'UPDATE_CHECK_FAILED';
  found?: boolean;
  message?: string;
}

/**
 * The installable-app client (spec §7): sends 'check for updates' and 'activate update' to the
 * service worker, and passes on its version and push events.
 */
export function createInstallableAppClient(workbox: WorkboxLike, reload: () => void) {
  const versionListeners = new Set<(event: VersionEvent) => void>();
  const pushListeners = new Set<(payload: PushPayload) => void>();
  const emit = (event: VersionEvent) => {
    for (const listener of versionListeners) listener(event);
  };
  let waiting = false;
  let activating = false;

  workbox.addEventListener('installed', (event) => {
    if (event.isUpdate) emit('VERSION_DETECTED');
  });
  workbox.addEventListener('waiting', () => {
    waiting = true;
    emit('VERSION_READY');
  });
  workbox.addEventListener('redundant', () => emit('VERSION_INSTALLATION_FAILED'));
  workbox.addEventListener('controlling', (event) => {
    if (!event.isUpdate) return;
    emit('VERSION_ACTIVATED');
    if (activating) reload();
  });
  workbox.addEventListener('message', (event) => {
    const data = event.data as { type?: string; payload?: PushPayload } | undefined;
    if (data?.type !== 'PUSH') return;
    for (const listener of pushListeners) listener(data.payload ?? {});
  });

  return {
    start: () => workbox.register(),

    /** 'check for updates': true when the service worker found a new version. */
    async checkForUpdate(): Promise<boolean> {
      const answer = (await workbox.messageSW({ type: 'CHECK_FOR_UPDATES' })) as UpdateCheckAnswer;
      if (answer.type === 'UPDATE_CHECK_FAILED') throw new Error(answer.message);
      if (!answer.found) emit('NO_NEW_VERSION_DETECTED');
      return Boolean(answer.found);
    },

    /** 'activate update': the waiting version takes over, then the page reloads on it. */
    activateUpdate() {
      if (!waiting) {
        reload();
        return;
      }
      activating = true;
      workbox.messageSkipWaiting();
    },

    onVersionEvent(listener: (event: VersionEvent) => void) {
      versionListeners.add(listener);
      return () => versionListeners.delete(listener);
    },

    onPush(listener: (payload: PushPayload) => void) {
      pushListeners.add(listener);
      return () => pushListeners.delete(listener);
    },
  };
}

export type InstallableAppClient = ReturnType<typeof createInstallableAppClient>;

const CHECK_EVERY_MS = 60 * 60_000;

export const updateMessage = (productName: string) =>
  `A new version of ${productName} is available! Please refresh now for the best experience.`;

/**
 * Starts the client on the built service worker: the update snackbar of spec §8 (Refresh
 * activates the new version and reloads), push texts as snackbars, and a check for updates every
 * hour and whenever the app comes back to the foreground. Rejects when registration fails.
 */
export async function startInstallableApp(
  productName: string,
  workbox: WorkboxLike = new Workbox('/sw.js', { scope: '/' }),
  reload: () => void = () => window.location.reload(),
): Promise<InstallableAppClient> {
  const client = createInstallableAppClient(workbox, reload);
  const snackbar = useSnackbar.getState();
  client.onVersionEvent((event) => {
    console.info(`Installable app: ${event} (build ${import.meta.env.VITE_BUILD_ID}).`);
    if (event !== 'VERSION_READY') return;
    snackbar.show({
      text: updateMessage(productName),
      tone: 'info',
      duration: null,
      action: { label: 'Refresh', onAction: () => client.activateUpdate() },
    });
  });
  client.onPush((payload) => {
    if (payload.text) snackbar.show({ text: payload.text, tone: 'info' });
  });
  await client.start();

  const check = () => {
    client.checkForUpdate().catch((error: unknown) => {
      console.warn('Installable app: the check for updates failed.', error);
    });
  };
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  return client;
}
