/** Shown in place of a product list when the user's products could not be loaded (spec §8). */
export function ProductsUnavailable() {
  return (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      Your products could not be loaded just now. Reload the page to try again.
    </p>
  );
}
