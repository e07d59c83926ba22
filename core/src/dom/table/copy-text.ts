/**
 * Puts `text` on the clipboard: the async Clipboard API where the page may use it, else a hidden
 * text area copied with the older command (a page served over plain http). Resolves false when
 * neither worked, so the skin says so instead of "copied".
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission, not focused): try the older way
  }
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  const focused = document.activeElement as HTMLElement | null;
  document.body.appendChild(area);
  area.select();
  let done: boolean;
  try {
    done = document.execCommand('copy');
  } catch {
    done = false;
  }
  area.remove();
  focused?.focus?.();
  return done;
}
