import { setLocale, type TreeNode } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { TreeSelect } from './TreeSelect';

const nodes: TreeNode[] = [
  {
    key: 'hq',
    title: 'HQ',
    children: [
      {
        key: 'rd',
        title: 'R&D',
        children: [
          { key: 'fe', title: 'FE' },
          { key: 'be', title: 'BE' },
        ],
      },
      { key: 'hr', title: 'HR' },
    ],
  },
];

// jsdom lays nothing out: the virtual list reads its size from clientHeight/clientWidth
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 360 });
});
afterAll(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
});

function mount(ui: React.ReactNode) {
  return render(
    <StrictMode>
      <SuiteConfigProvider>{ui}</SuiteConfigProvider>
    </StrictMode>,
  );
}

describe('desktop TreeSelect', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('picks one node with the keyboard and shows it', () => {
    const onChange = jest.fn();
    mount(<TreeSelect nodes={nodes} defaultExpandedKeys={['hq']} onChange={onChange} />);
    const field = screen.getByTestId('tree-select');
    expect(field).toHaveTextContent('请选择');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const search = screen.getByTestId('tree-select-search');
    expect(screen.getByTestId('tree-select-node-rd')).toBeInTheDocument();
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search).toHaveAttribute('aria-activedescendant', 'tree-select-option-hr');
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(['hr'], []);
    expect(screen.getByTestId('tree-select-text')).toHaveTextContent('HR');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches, checks with half states, shows tags and clears', () => {
    mount(<TreeSelect nodes={nodes} multiple />);
    fireEvent.click(screen.getByTestId('tree-select'));
    fireEvent.change(screen.getByTestId('tree-select-search'), { target: { value: 'fe' } });
    expect(screen.queryByTestId('tree-select-node-hr')).toBeNull();
    fireEvent.click(screen.getByTestId('tree-select-node-fe').querySelector('[data-part="title"]')!);
    expect(screen.getByTestId('tree-select-node-rd')).toHaveAttribute('data-state', 'half');
    expect(screen.getAllByTestId('tree-select-tag').map((t) => t.textContent)).toEqual(['FE×']);
    fireEvent.change(screen.getByTestId('tree-select-search'), { target: { value: 'zzz' } });
    expect(screen.getByTestId('tree-select-empty')).toHaveTextContent('没有匹配的节点');
    fireEvent.click(screen.getByTestId('tree-select-clear'));
    expect(screen.queryByTestId('tree-select-tag')).toBeNull();
  });

  it('shows the loading state in the language chosen', () => {
    mount(<TreeSelect nodes={[]} loading />);
    act(() => setLocale('en_US'));
    fireEvent.click(screen.getByTestId('tree-select'));
    expect(screen.getByTestId('tree-select-loading')).toHaveTextContent('Loading…');
  });
});
