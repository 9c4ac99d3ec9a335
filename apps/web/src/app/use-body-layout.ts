import { useEffect } from 'react';
import { type RouteHandle, useRouteHandle } from '@/features/shell/hooks/use-active-tab';

/** Which body classes each route layout sets (spec §2 other global screen behaviour). */
export const BODY_LAYOUT_CLASSES: Record<NonNullable<RouteHandle['layout']>, string[]> = {
  fullWidth: ['layout-full-width'],
  fullWidthNoMargin: ['layout-full-width', 'layout-no-margin'],
  liveStream: ['layout-full-width', 'layout-live-stream'],
  focus: ['layout-full-width', 'layout-no-margin'],
};
const ALL = ['layout-full-width', 'layout-no-margin', 'layout-live-stream'];

/** The body classes of a route's layout (none for the default one). */
export function bodyLayoutClasses(layout: RouteHandle['layout']): string[] {
  return layout ? BODY_LAYOUT_CLASSES[layout] : [];
}

/**
 * The page body is full-width on the livestream, course, dashboard, book reader and Q&A session
 * screens, has no margin on the book reader and Q&A session screens, and takes the live-stream
 * style on the livestream screen. The route table says which (route data `layout`).
 */
export function useBodyLayout() {
  const { layout } = useRouteHandle();
  useEffect(() => {
    const wanted = bodyLayoutClasses(layout);
    for (const name of ALL) document.body.classList.toggle(name, wanted.includes(name));
  }, [layout]);
}
