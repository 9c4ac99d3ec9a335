/**
 * The aliases worth showing next to a name: abbreviations ('K', 'HbA1c', 'TMP-SMX'). Other
 * aliases ('blood sugar', 'lumbar puncture') only help the search find the row.
 */
export function abbreviations(aliases: readonly string[]): string[] {
  return aliases.filter((alias) => /[A-Z]/.test(alias) && !/\s/.test(alias));
}
