import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { NumberInput } from './NumberInput';

const mount = (ui: React.ReactElement) =>
  render(
    <StrictMode>
      <SuiteConfigProvider>{ui}</SuiteConfigProvider>
    </StrictMode>,
  );

describe('mobile NumberInput', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('steps within the bounds and disables the button at a bound', () => {
    const onChange = jest.fn();
    mount(<NumberInput defaultValue={8} min={0} max={10} step={2} onChange={onChange} />);
    const up = screen.getByTestId('number-input-increase');
    fireEvent.click(up);
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(screen.getByRole('spinbutton')).toHaveValue('10');
    expect(up).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('spinbutton'), { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith(8);
    expect(screen.getByTestId('number-input-note')).toHaveTextContent('范围 0 至 10');
  });

  it('says why a draft is refused and clamps it on blur', () => {
    const onChange = jest.fn();
    mount(<NumberInput defaultValue={5} max={10} onChange={onChange} />);
    const box = screen.getByRole('spinbutton');
    fireEvent.change(box, { target: { value: '12' } });
    expect(screen.getByRole('alert')).toHaveTextContent('不能大于 10');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(box).toHaveValue('10');
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(screen.getByRole('alert')).toHaveTextContent('请输入数字');
    fireEvent.blur(box);
    expect(box).toHaveValue('10');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('follows a controlled value and the language switch', () => {
    const { rerender } = mount(<NumberInput value={3} min={0} max={5} />);
    expect(screen.getByRole('spinbutton')).toHaveValue('3');
    rerender(
      <StrictMode>
        <SuiteConfigProvider>
          <NumberInput value={4} min={0} max={5} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    expect(screen.getByRole('spinbutton')).toHaveValue('4');
    act(() => setLocale('en_US'));
    expect(screen.getByTestId('number-input-note')).toHaveTextContent('From 0 to 5');
    expect(screen.getByLabelText('Increase by 1')).toBeInTheDocument();
  });
});
