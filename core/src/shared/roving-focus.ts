/**
 * Where the focus goes when a key is pressed in a list or grid of items (WAI-ARIA menu and grid
 * patterns): arrows move by one item (or by a row in a grid), Home and End go to the ends. A single
 * column wraps around like a menu; a grid stops at its edges. `undefined` means the key is not ours.
 */
export function nextFocusIndex(key: string, current: number, count: number, columns = 1): number | undefined {
  if (count <= 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const from = current < 0 ? -1 : Math.min(current, count - 1);
  if (columns <= 1) {
    const step = { ArrowDown: 1, ArrowUp: -1 }[key];
    if (step === undefined) return undefined;
    if (from < 0) return step > 0 ? 0 : count - 1;
    return (from + step + count) % count;
  }
  const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[key];
  if (step === undefined) return undefined;
  if (from < 0) return 0;
  const next = from + step;
  return next < 0 || next >= count ? from : next;
}
