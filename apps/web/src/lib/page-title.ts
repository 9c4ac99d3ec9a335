import { useEffect } from 'react';
import { usePublicConfig } from './public-config';

export function windowTitle(product: string, pageTitle?: string): string {
  return pageTitle ? `${product} - ${pageTitle}` : product;
}

/** The title the screen drawn on the server last asked for: effects do not run there (0415). */
let drawnTitle: string | undefined;

/** The window title of the screen just drawn on the server, once. */
export function takeDrawnTitle(): string | undefined {
  const title = drawnTitle;
  drawnTitle = undefined;
  return title;
}

/** Spec §1: the window title is '{product}' or '{product} - {page title}'. */
export function usePageTitle(pageTitle?: string) {
  const { productName } = usePublicConfig();
  // A screen is drawn after the layouts around it: its own title is the last one asked for.
  if (import.meta.env.SSR) drawnTitle = windowTitle(productName, pageTitle);
  useEffect(() => {
    document.title = windowTitle(productName, pageTitle);
  }, [productName, pageTitle]);
}
