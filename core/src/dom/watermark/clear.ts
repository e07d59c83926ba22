/**
 * spec 4, 8: clears the page content after tampering. The body is replaced by a fresh one (so
 * whatever hid the old one goes with it) holding only one line that tells the user why the page
 * went blank and what to do; that notice is returned.
 */
export function clearPageContent(doc: Document, notice: string): HTMLElement {
  const body = doc.createElement('body');
  if (doc.body) doc.documentElement.replaceChild(body, doc.body);
  else doc.documentElement.appendChild(body);
  const message = doc.createElement('p');
  message.setAttribute('data-testid', 'watermark-cleared');
  message.setAttribute('role', 'alert');
  message.style.cssText =
    'display: block !important; visibility: visible !important; opacity: 1 !important; margin: 48px auto; max-width: 480px; font: 14px/1.6 sans-serif; color: #595959; text-align: center;';
  message.textContent = notice;
  body.appendChild(message);
  return message;
}
