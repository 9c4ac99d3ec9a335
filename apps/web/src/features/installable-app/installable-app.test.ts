import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useSnackbar } from '@/lib/snackbar';
import {
  createInstallableAppClient,
  startInstallableApp,
  updateMessage,
  type VersionEvent,
  type WorkboxLike,
} from './installable-app-client';
import { handleInstallPrompt, REGISTER_WITHIN_MS, whenStable } from './when-stable';

type Listener = (event: { isUpdate?: boolean; data?: unknown }) => void;

/** Stands in for workbox-window's Workbox: records messages, fires the events a test asks for. */
function fakeWorkbox(answer: object = { type: 'UPDATE_CHECKED', found: false }) {
  const listeners = new Map<string, Listener[]>();
  const sent: object[] = [];
  const workbox: WorkboxLike & {
    fire(type: string, event?: { isUpdate?: boolean; data?: unknown }): void;
    sent: object[];
    skipWaiting: number;
  } = {
    sent,
    skipWaiting: 0,
    addEventListener(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    register: vi.fn(async () => ({})),
    async messageSW(data) {
      sent.push(data);
      return answer;
    },
    messageSkipWaiting() {
      workbox.skipWaiting += 1;
    },
    fire(type, event = {}) {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
  };
  return workbox;
}

describe('the installable-app client (spec §7)', () => {
  test("[GLOBAL-24] it sends the 'check for updates' message and reports when there is none", async () => {
    const workbox = fakeWorkbox();
    const client = createInstallableAppClient(workbox, vi.fn());
    const events: VersionEvent[] = [];
    client.onVersionEvent((e) => events.push(e));
    expect(await client.checkForUpdate()).toBe(false);
    expect(workbox.sent).toEqual([{ type: 'CHECK_FOR_UPDATES' }]);
    expect(events).toEqual(['NO_NEW_VERSION_DETECTED']);
  });

  test("[GLOBAL-25] it sends the 'activate update' message to the waiting version, then reloads once it controls", () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    const client = createInstallableAppClient(workbox, reload);
    workbox.fire('waiting');
    client.activateUpdate();
    expect(workbox.skipWaiting).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('[GLOBAL-26] it listens for version events: detected, ready, activated, failed', () => {
    const workbox = fakeWorkbox();
    const client = createInstallableAppClient(workbox, vi.fn());
    const events: VersionEvent[] = [];
    client.onVersionEvent((e) => events.push(e));
    workbox.fire('installed', { isUpdate: false });
    workbox.fire('installed', { isUpdate: true });
    workbox.fire('waiting');
    workbox.fire('controlling', { isUpdate: true });
    workbox.fire('redundant');
    expect(events).toEqual([
      'VERSION_DETECTED',
      'VERSION_READY',
      'VERSION_ACTIVATED',
      'VERSION_INSTALLATION_FAILED',
    ]);
  });

  test('[GLOBAL-27] it listens for push events passed on by the service worker', () => {
    const workbox = fakeWorkbox();
    const client = createInstallableAppClient(workbox, vi.fn());
    const pushed: unknown[] = [];
    client.onPush((payload) => pushed.push(payload));
    workbox.fire('message', { data: { type: 'PUSH', payload: { text: 'New questions are in.' } } });
    workbox.fire('message', { data: { type: 'SOMETHING_ELSE' } });
    expect(pushed).toEqual([{ text: 'New questions are in.' }]);
  });
});

describe('starting it in the app', () => {
  beforeEach(() => {
    useSnackbar.setState({ messages: [] });
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('[GLOBAL-22] [GLOBAL-23] a new version ready shows the snackbar; Refresh activates it and reloads', async () => {
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    await startInstallableApp('BoardReady', workbox, reload);
    expect(workbox.register).toHaveBeenCalledTimes(1);
    expect(useSnackbar.getState().messages).toEqual([]);
    workbox.fire('waiting');
    const [message] = useSnackbar.getState().messages;
    expect(message).toMatchObject({
      text: 'A new version of BoardReady is available! Please refresh now for the best experience.',
      duration: null,
      action: { label: 'Refresh' },
    });
    expect(updateMessage('StudyCo')).toBe(
      'A new version of StudyCo is available! Please refresh now for the best experience.',
    );
    message!.action!.onAction();
    expect(workbox.skipWaiting).toBe(1);
    workbox.fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('[ERR-06] a registration that fails rejects, for main.tsx to show the startup failure page', async () => {
    const workbox = fakeWorkbox();
    workbox.register = vi.fn(async () => {
      throw new TypeError('Failed to register a ServiceWorker: script error');
    });
    await expect(startInstallableApp('BoardReady', workbox, vi.fn())).rejects.toThrow(
      /Failed to register/,
    );
  });

  test('a push with a text shows it', async () => {
    const workbox = fakeWorkbox();
    await startInstallableApp('BoardReady', workbox, vi.fn());
    workbox.fire('message', { data: { type: 'PUSH', payload: { text: 'Live review at 7 pm.' } } });
    expect(useSnackbar.getState().messages.map((m) => m.text)).toEqual(['Live review at 7 pm.']);
  });
});

describe('when the client registers (spec §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('[GLOBAL-28] once the app is stable, or after 30000 ms at the latest', async () => {
    vi.useFakeTimers();
    expect(REGISTER_WITHIN_MS).toBe(30_000);
    let busy = true;
    const stable = whenStable(() => busy);
    let outcome: string | undefined;
    void stable.then((how) => {
      outcome = how;
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(outcome).toBeUndefined();
    busy = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(outcome).toBe('stable');

    const neverStable = whenStable(() => true);
    let late: string | undefined;
    void neverStable.then((how) => {
      late = how;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(late).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toBe('timeout');
  });
});

describe('install prompts (spec §8)', () => {
  test('[ERR-08] an install prompt without a user gesture is only logged', () => {
    const log = vi.fn();
    const event = new Event('beforeinstallprompt', { cancelable: true });
    expect(handleInstallPrompt(event, { installed: false, userGesture: false }, log)).toBe(
      'logged',
    );
    expect(log).toHaveBeenCalledWith(
      'Install prompt not shown by the app: it came without a user gesture.',
    );
  });

  test('[ERR-09] an install prompt when the app is already installed is only logged', () => {
    const log = vi.fn();
    const event = new Event('beforeinstallprompt', { cancelable: true });
    expect(handleInstallPrompt(event, { installed: true, userGesture: true }, log)).toBe('logged');
    expect(event.defaultPrevented).toBe(true);
    expect(log).toHaveBeenCalledWith('Install prompt not shown: the app is already installed.');
  });

  test('with a gesture and not installed, the browser’s own offer stands', () => {
    const log = vi.fn();
    const event = new Event('beforeinstallprompt', { cancelable: true });
    expect(handleInstallPrompt(event, { installed: false, userGesture: true }, log)).toBe(
      'left-to-browser',
    );
    expect(event.defaultPrevented).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });
});
