import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** The phone Preview Q&A draws on: the viewport of the e2e phone project (375×812 CSS px). */
export const PHONE_VIEWPORT = { width: 375, height: 812 } as const;

const BLANK =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body></body></html>';

/** The root's appearance (lib/appearance.ts: the dark class, data-theme, data-text-size, color-scheme). */
const APPEARANCE_ATTRIBUTES = ['class', 'data-theme', 'data-text-size', 'style'];

function copyAppearance(from: HTMLElement, to: HTMLElement) {
  for (const name of APPEARANCE_ATTRIBUTES) {
    const value = from.getAttribute(name);
    if (value === null) to.removeAttribute(name);
    else to.setAttribute(name, value);
  }
}

/**
 * A phone's screen inside this page: an empty iframe of the phone's size whose document gets this
 * page's stylesheets and theme, and `children` drawn into it through a portal. Its viewport is the
 * phone's, so the player's own media queries (sm:, desk:, max-sm:) and its full-height frame (h-dvh)
 * take the phone's layout, which no narrower column of this page can. The children stay in this
 * page's React tree (its queries, its router: a link in the phone navigates this page), so nothing
 * is routed or started twice, and the server's frame-ancestors 'none' stays as it is.
 */
export function PhoneFrame({ title, children }: { title: string; children: ReactNode }) {
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const doc = body?.ownerDocument;
    if (!doc) return;
    for (const sheet of document.head.querySelectorAll('link[rel="stylesheet"], style')) {
      doc.head.append(sheet.cloneNode(true));
    }
    const root = document.documentElement;
    copyAppearance(root, doc.documentElement);
    // the theme and text size change with the preferences (another tab, the device's scheme)
    const observer = new MutationObserver(() => copyAppearance(root, doc.documentElement));
    observer.observe(root, { attributes: true, attributeFilter: APPEARANCE_ATTRIBUTES });
    return () => observer.disconnect();
  }, [body]);

  return (
    <div className="w-fit max-w-full rounded-[2rem] border-[10px] border-slate-400 bg-slate-400 shadow-lg">
      <iframe
        title={title}
        srcDoc={BLANK}
        // the srcdoc document replaces the first empty one: its body is the one to draw into
        onLoad={(event) => setBody(event.currentTarget.contentDocument?.body ?? null)}
        width={PHONE_VIEWPORT.width}
        height={PHONE_VIEWPORT.height}
        className="block max-w-full rounded-[1.375rem] bg-slate-50"
      />
      {body && createPortal(children, body)}
    </div>
  );
}
