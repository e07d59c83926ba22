import { fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Transfer } from './Transfer';

const items = [
  { key: 'a', title: 'Alpha' },
  { key: 'b', title: 'Beta', disabled: true },
  { key: 'c', title: 'Gamma' },
];

describe('desktop Transfer (StrictMode)', () => {
  it('moves a selected item right and reports the keys', () => {
    const onChange = jest.fn();
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <Transfer items={items} onChange={onChange} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    const source = screen.getByTestId('transfer-source');
    fireEvent.click(within(within(source).getByTestId('transfer-item-c')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('transfer-right'));
    expect(onChange).toHaveBeenCalledWith(['c']);
    expect(within(screen.getByTestId('transfer-target')).getByText('Gamma')).toBeInTheDocument();
    expect(within(within(source).getByTestId('transfer-item-b')).getByRole('checkbox')).toBeDisabled();
  });

  it('shows new titles when the host renames its items, keeping what was moved', () => {
    const renamed = items.map((i) => ({ ...i, title: i.title.toUpperCase() }));
    const tree = (list: typeof items) => (
      <StrictMode>
        <SuiteConfigProvider>
          <Transfer items={list} defaultTargetKeys={['a']} />
        </SuiteConfigProvider>
      </StrictMode>
    );
    const { rerender } = render(tree(items));
    rerender(tree(renamed));
    expect(within(screen.getByTestId('transfer-target')).getByText('ALPHA')).toBeInTheDocument();
    expect(within(screen.getByTestId('transfer-source')).getByText('GAMMA')).toBeInTheDocument();
  });
});
