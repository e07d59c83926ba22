import type { TreeNode } from '@suite-ui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Tree } from './Tree';

const nodes: TreeNode[] = [
  {
    key: 'hq',
    title: 'HQ',
    children: [
      { key: 'rd', title: 'R&D', children: [{ key: 'fe', title: 'FE' }] },
      { key: 'hr', title: 'HR' },
    ],
  },
];

// jsdom lays nothing out: the virtual list reads clientHeight, the drag the row under the pointer
beforeAll(() => {
  // jsdom has no PointerEvent: a MouseEvent carries button and clientY
  if (!window.PointerEvent) {
    (window as { PointerEvent?: unknown }).PointerEvent = class extends MouseEvent {
      readonly pointerId = 1;
    };
  }
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 360 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

const order = () => screen.getAllByRole('treeitem').map((row) => row.dataset.treeKey);

/** Drags `from`'s handle onto `to` at `fraction` of its height (rows are 28 px from y = 100). */
function drag(from: string, to: string, fraction: number) {
  const target = screen.getByTestId(`tree-node-${to}`);
  target.getBoundingClientRect = () =>
    ({ top: 100, height: 28, bottom: 128, left: 0, right: 300, width: 300 }) as DOMRect;
  document.elementFromPoint = () => target;
  const handle = screen.getByTestId(`tree-node-${from}`).querySelector('[data-part="drag"]') as HTMLElement;
  fireEvent.pointerDown(handle, { button: 0, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 10, clientY: 100 + 28 * fraction });
  return { handle, target };
}

describe('desktop Tree drag', () => {
  it('moves a node inside, after and before others by its handle', () => {
    const onDrop = jest.fn();
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <Tree nodes={nodes} draggable onDrop={onDrop} defaultExpandedKeys={['hq', 'rd']} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    expect(order()).toEqual(['hq', 'rd', 'fe', 'hr']);
    const first = drag('fe', 'hr', 0.5);
    expect(first.target).toHaveAttribute('data-drop', 'inside');
    fireEvent.pointerUp(first.handle);
    expect(order()).toEqual(['hq', 'rd', 'hr', 'fe']);
    expect(onDrop).toHaveBeenCalledWith(
      { dragKey: 'fe', targetKey: 'hr', position: 'inside' },
      expect.any(Array),
    );
    fireEvent.pointerUp(drag('hr', 'hq', 0.1).handle);
    expect(order()).toEqual(['hr', 'fe', 'hq', 'rd']);
  });

  it('shows and makes no drop into the node itself or a descendant', () => {
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <Tree nodes={nodes} draggable defaultExpandedKeys={['hq', 'rd']} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    const { handle, target } = drag('hq', 'fe', 0.5);
    expect(target).not.toHaveAttribute('data-drop');
    fireEvent.pointerUp(handle);
    expect(order()).toEqual(['hq', 'rd', 'fe', 'hr']);
  });
});
