import { BRAND_PLACEHOLDERS, type Brand } from '@boardready/contracts/prerendered-screens';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A page the build drew with the brand's stand-ins, with the configured brand in their place. */
export function fillBrand(html: string, brand: Brand) {
  let filled = html;
  for (const key of Object.keys(BRAND_PLACEHOLDERS) as (keyof Brand)[]) {
    filled = filled.replaceAll(BRAND_PLACEHOLDERS[key], escapeHtml(brand[key]));
  }
  return filled;
}
