/** Safari, not Chrome/Edge/Android browsers that also say "Safari" in their user agent. */
export function isSafari(userAgent: string = navigator.userAgent): boolean {
  return (
    /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|FxiOS|Edg|OPR|Android)\//.test(userAgent)
  );
}
