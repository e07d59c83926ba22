/**
 * spec 4, 8: clears the page content after tampering. The body is replaced by a fresh one (so
 * whatever hid the old one goes with it) holding only a short notice that tells the user why the
 * page went blank, and a button that reloads it; the notice is returned.
 */
export function clearPageContent(doc: Document, notice: string, reloadLabel?: string): HTMLElement {
  const body = doc.createElement('body');
  if (doc.body) doc.documentElement.replaceChild(body, doc.body);
  else doc.documentElement.appendChild(body);
  const box = doc.createElement('div');
  box.setAttribute('data-testid', 'watermark-cleared');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'display: block !important; visibility: visible !important; opacity: 1 !important; margin: 48px auto; padding: 0 16px; max-width: 480px; font: 14px/1.6 sans-serif; color: #595959; text-align: center;';
  const message = doc.createElement('p');
  message.style.cssText = 'margin: 0 0 16px;';
  message.textContent = notice;
  box.appendChild(message);
  if (reloadLabel) {
    const reload = doc.createElement('button');
    reload.type = 'button';
    reload.setAttribute('data-testid', 'watermark-cleared-reload');
    reload.style.cssText =
      'min-height: 32px; padding: 4px 16px; font: 14px sans-serif; color: #fff; background: #1677ff; border: 0; border-radius: 6px; cursor: pointer;';
    reload.textContent = reloadLabel;
    reload.addEventListener('click', () => doc.defaultView?.location.reload());
    box.appendChild(reload);
  }
  body.appendChild(box);
  return box;
}
