/**
 * Opens an address core has checked (`safeUrl`) in a new window that cannot reach back to this
 * page: no `window.opener` (tabnabbing) and no referrer (the page's address stays here).
 */
export function openWithoutOpener(url: string, win: Pick<Window, 'open'> = window): void {
  win.open(url, '_blank', 'noopener,noreferrer');
}
