/** The list with the item at `index` moved one place up (-1) or down (+1); a copy as it was at an end. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  const out = [...list];
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return out;
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}
