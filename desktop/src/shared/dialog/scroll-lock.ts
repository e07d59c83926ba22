let locks = 0;
let restore: (() => void) | null = null;

/**
 * Stops the page behind a modal from scrolling (body overflow hidden, the scrollbar's width given
 * back as padding so nothing shifts); nested locks count. Reads the layout once, before writing.
 * Returns the unlock.
 */
export function lockBodyScroll(): () => void {
  if (locks === 0) {
    const { body, documentElement } = document;
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    const { overflow, paddingRight } = body.style;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) {
      const padding = parseFloat(getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbar}px`;
    }
    restore = () => {
      body.style.overflow = overflow;
      body.style.paddingRight = paddingRight;
    };
  }
  locks += 1;
  let locked = true;
  return () => {
    if (!locked) return;
    locked = false;
    locks -= 1;
    if (locks === 0) {
      restore?.();
      restore = null;
    }
  };
}
