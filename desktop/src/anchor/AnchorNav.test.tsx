import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { AnchorNav } from './AnchorNav';

const links = [
  { id: 'one', title: 'Alpha' },
  { id: 'two', title: 'Beta' },
  { id: 'three', title: 'Gamma' },
];

function renderNav(onReorder = jest.fn()) {
  window.scrollTo = jest.fn() as never;
  render(
    <StrictMode>
      <AnchorNav links={links} onReorder={onReorder} />
      {links.map((link) => (
        <section key={link.id} id={link.id} />
      ))}
    </StrictMode>,
  );
  return onReorder;
}

describe('desktop AnchorNav', () => {
  it('marks the clicked link as the current location and scrolls there', () => {
    renderNav();
    fireEvent.click(screen.getByText('Beta'));
    expect(screen.getByText('Beta')).toHaveAttribute('aria-current', 'location');
    expect(screen.getByText('Alpha')).not.toHaveAttribute('aria-current');
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('searches, says when nothing matches, and collapses as a disclosure', () => {
    renderNav();
    const search = screen.getByRole('textbox', { name: '搜索目录' });
    fireEvent.change(search, { target: { value: 'gam' } });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Gamma']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByTestId('anchor-empty')).toHaveTextContent('没有匹配的目录项');
    const toggle = screen.getByRole('button', { name: '收起目录' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: '展开目录' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('anchor-list')).not.toBeVisible();
  });

  it('Alt+Down moves a link and announces it', () => {
    const onReorder = renderNav();
    act(() => {
      fireEvent.keyDown(screen.getByText('Alpha'), { key: 'ArrowDown', altKey: true });
    });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(onReorder).toHaveBeenCalledWith(['two', 'one', 'three']);
    expect(screen.getByTestId('anchor-announcement')).toHaveTextContent('“Alpha”已移到第 2 位');
    fireEvent.keyDown(screen.getByText('Beta'), { key: 'ArrowDown' });
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('Beta');
  });
});
