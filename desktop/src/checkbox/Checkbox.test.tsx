import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Checkbox } from './Checkbox';

const mount = (ui: React.ReactElement) =>
  render(
    <StrictMode>
      <SuiteConfigProvider>{ui}</SuiteConfigProvider>
    </StrictMode>,
  );

const options = [
  { value: 'a', label: '甲' },
  { value: 'b', label: '乙' },
  { value: 'c', label: '丙' },
];

describe('desktop Checkbox', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('ticks boxes up to the cap and reports the values', () => {
    const onChange = jest.fn();
    mount(<Checkbox label="兴趣" options={options} max={2} onChange={onChange} />);
    expect(screen.getByRole('group', { name: '兴趣' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: '丙' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '甲' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    expect(screen.getByRole('checkbox', { name: '乙' })).toBeDisabled();
    expect(screen.getByTestId('checkbox-count')).toHaveTextContent('已选 2/2');
    fireEvent.click(screen.getByRole('checkbox', { name: '甲' }));
    expect(onChange).toHaveBeenLastCalledWith(['c']);
    expect(screen.getByRole('checkbox', { name: '乙' })).toBeEnabled();
  });

  it('says a required group is empty once unticked', () => {
    mount(<Checkbox label="兴趣" options={options} required defaultValue={['a']} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '甲' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择兴趣');
    act(() => setLocale('en_US'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose 兴趣');
  });

  it('shows the ticked labels as text when read-only', () => {
    mount(
      <>
        <Checkbox options={options} value={['b', 'c']} readOnly testId="r" />
        <Checkbox options={options} readOnly testId="e" />
      </>,
    );
    expect(screen.getByTestId('r-text')).toHaveTextContent('乙、丙');
    expect(screen.getByTestId('e-text')).toHaveTextContent('—');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
