import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { QuickMenu } from './QuickMenu';

const actions = [
  { key: 'task', text: 'Task' },
  { key: 'mail', text: 'Mail', colour: 'green' as const },
];

describe('mobile QuickMenu', () => {
  it('opens a menu in the suite colours, moves with the arrows and closes on Escape', () => {
    const onAction = jest.fn();
    render(
      <StrictMode>
        <QuickMenu actions={actions} onAction={onAction} />
      </StrictMode>,
    );
    const button = screen.getByRole('button', { name: '打开快捷菜单' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => fireEvent.click(button));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['TaskT', 'MailM']);
    expect(items[0]).toHaveFocus();
    expect(items[1]?.querySelector('[aria-hidden]')).toHaveStyle({
      background: '#237804',
      borderRadius: '50%',
    });
    act(() => fireEvent.keyDown(items[0]!, { key: 'ArrowDown' }));
    expect(items[1]).toHaveFocus();
    act(() => fireEvent.keyDown(items[1]!, { key: 'Escape' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: '打开快捷菜单' })).toHaveFocus();
    act(() => fireEvent.click(screen.getByRole('button', { name: '打开快捷菜单' })));
    act(() => fireEvent.click(screen.getByTestId('quick-menu-action-mail')));
    expect(onAction).toHaveBeenCalledWith('mail');
  });
});
