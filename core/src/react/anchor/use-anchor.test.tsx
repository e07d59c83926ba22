/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { useAnchor } from './use-anchor';

const links = [
  { id: 's1', title: 'One' },
  { id: 's2', title: 'Two' },
];

function Probe({ onReorder }: { onReorder: (ids: string[]) => void }) {
  const anchor = useAnchor({ links, platform: 'desktop', onReorder });
  return (
    <div>
      <span data-testid="active">{anchor.activeId ?? 'none'}</span>
      {anchor.links.map((link) => (
        <button key={link.id} onClick={link.select} onKeyDown={link.moveDown}>
          {link.title}
        </button>
      ))}
    </div>
  );
}

describe('useAnchor', () => {
  it('survives StrictMode: a click activates and scrolls, a move reports the order', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as never;
    const onReorder = jest.fn();
    render(
      <StrictMode>
        <Probe onReorder={onReorder} />
        <section id="s1" />
        <section id="s2" />
      </StrictMode>,
    );
    act(() => screen.getByText('Two').click());
    expect(screen.getByTestId('active').textContent).toBe('s2');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    act(() => {
      screen.getByText('One').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    });
    expect(onReorder).toHaveBeenCalledWith(['s2', 's1']);
  });
});
