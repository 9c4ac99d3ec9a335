import { type PointerEvent, type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { useCalculatorStore } from '../stores/calculator-store';
import { keepInside, type Position } from '../utils/panel-position';

/** The visible page the panel must stay in (clientWidth leaves out a vertical scrollbar). */
function pageSize() {
  const root = document.documentElement;
  return { width: root.clientWidth, height: root.clientHeight };
}

function panelSize(panel: HTMLElement) {
  const rect = panel.getBoundingClientRect();
  return { width: rect.width, height: rect.height };
}

/**
 * Spec §2 "draggable within the page body": the title bar drags the panel, which never leaves
 * the visible page, also when it opens near the bottom or the window shrinks.
 */
export function usePanelDrag(panelRef: RefObject<HTMLElement | null>) {
  const moveTo = useCalculatorStore((state) => state.moveTo);
  const grab = useRef<Position | null>(null);

  useLayoutEffect(() => {
    const fit = () => {
      const panel = panelRef.current;
      if (!panel) return;
      const page = pageSize();
      // Without layout (a page not rendered yet) there is nothing to fit into.
      if (page.width === 0 || page.height === 0) return;
      const { position } = useCalculatorStore.getState();
      const inside = keepInside(position, panelSize(panel), page);
      if (inside.x !== position.x || inside.y !== position.y) moveTo(inside);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [panelRef, moveTo]);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    // The close button sits in the title bar and must stay a plain click.
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    const { position } = useCalculatorStore.getState();
    grab.current = { x: event.clientX - position.x, y: event.clientY - position.y };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    // No text selection while dragging.
    event.preventDefault();
  }, []);

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const panel = panelRef.current;
      if (!grab.current || !panel) return;
      const wanted = { x: event.clientX - grab.current.x, y: event.clientY - grab.current.y };
      moveTo(keepInside(wanted, panelSize(panel), pageSize()));
    },
    [panelRef, moveTo],
  );

  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    grab.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }, []);

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp };
}
