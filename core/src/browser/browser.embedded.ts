/**
 * spec 8: the console error of an embedded browser mounted without its callback, naming the
 * browser's key and the missing callback; `null` when the callback is there.
 */
export function embeddedBrowserCallbackError(
  key: string,
  callbackName: string,
  callback: unknown,
): string | null {
  if (typeof callback === 'function') return null;
  return `[suite-ui browser] the embedded browser "${key}" has no "${callbackName}" callback: picks cannot be reported`;
}
