import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { ActionSheet } from './ActionSheet';

describe('mobile ActionSheet', () => {
  it('the share form offers the suite share targets in rows of four; a choice closes it', () => {
    const onSelect = jest.fn();
    const onClose = jest.fn();
    render(
      <StrictMode>
        <ActionSheet form="share" open onSelect={onSelect} onClose={onClose} />
      </StrictMode>,
    );
    expect(screen.getByRole('dialog', { name: '分享给' })).toBeInTheDocument();
    const targets = ['人员', '部门', '分部', '群组', '岗位', '所有人', '角色', '组织', '外部联系人'];
    for (const name of targets)
      expect(screen.getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
    expect(screen.getByTestId('action-sheet').querySelector('.adm-grid')).toHaveStyle('--columns: 4');
    fireEvent.click(screen.getByTestId('action-sheet-item-dept'));
    expect(onSelect).toHaveBeenCalledWith('dept', expect.objectContaining({ text: '部门' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('Escape closes it', () => {
    const onClose = jest.fn();
    render(
      <StrictMode>
        <ActionSheet
          form="normal"
          open
          items={[{ key: 'a', text: 'A' }]}
          onSelect={jest.fn()}
          onClose={onClose}
        />
      </StrictMode>,
    );
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the normal form is a column of real buttons the arrow keys move through, disabled ones skipped', () => {
    render(
      <StrictMode>
        <ActionSheet
          form="normal"
          open
          items={[
            { key: 'edit', text: '编辑' },
            { key: 'move', text: '移动', disabled: true },
            { key: 'delete', text: '删除', danger: true },
          ]}
          onSelect={jest.fn()}
          onClose={jest.fn()}
        />
      </StrictMode>,
    );
    const edit = screen.getByRole('button', { name: '编辑' });
    edit.focus();
    fireEvent.keyDown(edit, { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: '删除' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: '取消' })).toHaveFocus();
  });
});
