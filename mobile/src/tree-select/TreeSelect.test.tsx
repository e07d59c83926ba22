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

describe('mobile TreeSelect', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('picks one node in the popup', () => {
    const onChange = jest.fn();
    mount(<TreeSelect nodes={nodes} defaultExpandedKeys={['hq']} onChange={onChange} />);
    fireEvent.click(screen.getByTestId('tree-select'));
    fireEvent.click(screen.getByTestId('tree-select-node-hr').querySelector('[data-part="title"]')!);
    expect(onChange).toHaveBeenCalledWith(['hr'], []);
    expect(screen.getByTestId('tree-select-text')).toHaveTextContent('HR');
  });

  it('checks several with half states, removes a tag and follows the language', () => {
    mount(<TreeSelect nodes={nodes} multiple defaultExpandedKeys={['hq', 'rd']} />);
    fireEvent.click(screen.getByTestId('tree-select'));
    fireEvent.click(screen.getByTestId('tree-select-node-fe').querySelector('[data-part="title"]')!);
    fireEvent.click(screen.getByTestId('tree-select-node-hr').querySelector('[data-part="title"]')!);
    expect(screen.getByTestId('tree-select-node-hq')).toHaveAttribute('data-state', 'half');
    expect(screen.getByTestId('tree-select-summary')).toHaveTextContent('已选 2 项');
    act(() => setLocale('en_US'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove FE' }));
    expect(screen.getAllByTestId('tree-select-tag')).toHaveLength(1);
    expect(screen.getByTestId('tree-select-summary')).toHaveTextContent('1 picked');
  });
});
