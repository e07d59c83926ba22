/** @jest-environment jsdom */
import { rovingFocusKeyDown } from './roving-focus';

function grid(count: number, disabled: number[] = []) {
  const root = document.createElement('div');
  for (let i = 0; i < count; i++) {
    const button = document.createElement('button');
    button.textContent = String(i);
    button.disabled = disabled.includes(i);
    root.append(button);
  }
  document.body.replaceChildren(root);
  return root;
}

function press(root: HTMLElement, key: string, columns?: number) {
  const event = { key, currentTarget: root, preventDefault: jest.fn() };
  rovingFocusKeyDown({ items: 'button', columns })(event);
  return event.preventDefault.mock.calls.length > 0;
}

describe('rovingFocusKeyDown', () => {
  it('moves the focus down a column and skips disabled items', () => {
    const root = grid(4, [1]);
    (root.children[0] as HTMLElement).focus();
    expect(press(root, 'ArrowDown')).toBe(true);
    expect(document.activeElement?.textContent).toBe('2');
  });

  it('moves by rows in a grid', () => {
    const root = grid(8);
    (root.children[1] as HTMLElement).focus();
    press(root, 'ArrowDown', 4);
    expect(document.activeElement?.textContent).toBe('5');
  });

  it('lets other keys through untouched', () => {
    const root = grid(3);
    (root.children[0] as HTMLElement).focus();
    expect(press(root, 'Tab')).toBe(false);
    expect(document.activeElement?.textContent).toBe('0');
  });
});
