import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { BoxSelection } from './BoxSelection';

const options = [
  { value: 'a', label: 'A' },
  { value: 'b', label: 'B' },
  { value: 'c', label: 'C', description: 'third' },
];
const mount = (ui: React.ReactElement) =>
  render(
    <StrictMode>
      <SuiteConfigProvider>{ui}</SuiteConfigProvider>
    </StrictMode>,
  );

describe('mobile BoxSelection', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('picks one box at a time in single mode', () => {
    const onChange = jest.fn();
    mount(<BoxSelection options={options} defaultValue={['a']} onChange={onChange} />);
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('box-b'));
    expect(onChange).toHaveBeenLastCalledWith(['b']);
    expect(screen.getByTestId('box-b')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('box-a')).toHaveAttribute('aria-checked', 'false');
  });

  it('stops at the cap in multiple mode and says so', () => {
    const onChange = jest.fn();
    mount(<BoxSelection options={options} multiple max={2} onChange={onChange} />);
    fireEvent.click(screen.getByTestId('box-a'));
    fireEvent.click(screen.getByTestId('box-c'));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    expect(screen.getByTestId('box-b')).toBeDisabled();
    expect(screen.getByTestId('box-selection-count')).toHaveTextContent('已选 2 / 2 · 最多选择 2 项');
    act(() => setLocale('en_US'));
    expect(screen.getByTestId('box-selection-count')).toHaveTextContent('2 of 2 selected');
    fireEvent.click(screen.getByTestId('box-a'));
    expect(onChange).toHaveBeenLastCalledWith(['c']);
    expect(screen.getByTestId('box-b')).toBeEnabled();
  });
});
