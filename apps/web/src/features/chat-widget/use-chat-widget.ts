import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '@/lib/public-config';
import { isChatHiddenOn, loadChatScript, pollForWidget } from './chat-widget';

/**
 * Spec §2: a configured third-party chat widget (none by default; decision 0601) is hidden on
 * /book/{number}/… and /live/{number} pages and shown elsewhere. Its script adds the widget
 * when it pleases, so each page looks for it every 500 ms, 20 times at most.
 */
export function useChatWidget() {
  const { chatWidget } = usePublicConfig();
  const { pathname } = useLocation();
  const scriptUrl = chatWidget?.scriptUrl;
  const selector = chatWidget?.selector;

  useEffect(() => {
    if (scriptUrl) loadChatScript(scriptUrl);
  }, [scriptUrl]);

  useEffect(() => {
    if (!selector) return;
    const hidden = isChatHiddenOn(pathname);
    return pollForWidget(
      () => document.querySelector<HTMLElement>(selector),
      (widget) => {
        widget.hidden = hidden;
        widget.style.display = hidden ? 'none' : '';
      },
    );
  }, [selector, pathname]);
}
