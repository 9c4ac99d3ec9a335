import { useEffect } from 'react';
import { usePublicConfig } from './public-config';

export function windowTitle(product: string, pageTitle?: string): string {
  return pageTitle ? `${product} - ${pageTitle}` : product;
}

/** Spec §1: the window title is '{product}' or '{product} - {page title}'. */
export function usePageTitle(pageTitle?: string) {
  const { productName } = usePublicConfig();
  useEffect(() => {
    document.title = windowTitle(productName, pageTitle);
  }, [productName, pageTitle]);
}
