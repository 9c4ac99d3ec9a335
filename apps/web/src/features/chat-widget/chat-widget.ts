/** Spec §2/§9: the product looks for the chat widget every 500 ms, at most 20 times. */
export const CHAT_POLL_EVERY_MS = 500;
export const CHAT_POLL_ATTEMPTS = 20;

/**
 * Spec §2: the chat widget is hidden on /book/{number}/… and /live/{number} pages. The book
 * reader opens at /book/{number} itself, so that page counts too (decision 0601); a live
 * product's sessions play at /live/{number}/{session}, the live screen's own pages (1603).
 */
export function isChatHiddenOn(pathname: string): boolean {
  return /^\/book\/\d+(\/|$)/.test(pathname) || /^\/live\/\d+(\/\d+)?\/?$/.test(pathname);
}

/**
 * Looks for the widget now and then every CHAT_POLL_EVERY_MS, CHAT_POLL_ATTEMPTS times in all;
 * calls `onFound` with it once found. Returns a cancel function.
 */
export function pollForWidget<T>(
  find: () => T | null,
  onFound: (widget: T) => void,
  everyMs = CHAT_POLL_EVERY_MS,
  attempts = CHAT_POLL_ATTEMPTS,
): () => void {
  let made = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    made += 1;
    const widget = find();
    if (widget) {
      onFound(widget);
      return;
    }
    if (made < attempts) timer = setTimeout(attempt, everyMs);
  };
  attempt();
  return () => clearTimeout(timer);
}

/** Adds the third-party script once. */
export function loadChatScript(scriptUrl: string) {
  if (document.querySelector(`script[data-chat-widget]`)) return;
  const script = document.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  script.dataset.chatWidget = '';
  document.head.append(script);
}
