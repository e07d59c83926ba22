import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Input } from './Input';

const mount = (ui: React.ReactElement) =>
  render(
    <StrictMode>
      <SuiteConfigProvider>{ui}</SuiteConfigProvider>
    </StrictMode>,
  );

describe('mobile Input', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('types within the most length, counts, and clears', () => {
    const onChange = jest.fn();
    const onClear = jest.fn();
    mount(<Input label="名称" maxLength={6} onChange={onChange} onClear={onClear} />);
    const box = screen.getByLabelText('名称');
    expect(box).toHaveAttribute('placeholder', '请输入名称');
    expect(screen.queryByTestId('input-clear')).toBeNull();
    fireEvent.change(box, { target: { value: '中文abc' } });
    expect(box).toHaveValue('中文');
    expect(onChange).toHaveBeenLastCalledWith('中文');
    expect(screen.getByTestId('input-count')).toHaveTextContent('6/6');
    fireEvent.click(screen.getByRole('button', { name: '清除内容' }));
    expect(box).toHaveValue('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('input-count')).toHaveTextContent('0/6');
  });

  it('cuts a composed text only once the input method is done', () => {
    const onChange = jest.fn();
    mount(<Input ariaLabel="名" maxLength={4} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: '名' });
    fireEvent.compositionStart(box);
    fireEvent.input(box, { target: { value: 'zhongwen' }, isComposing: true });
    expect(box).toHaveValue('zhongwen');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.input(box, { target: { value: '中文' }, isComposing: true });
    fireEvent.compositionEnd(box);
    expect(box).toHaveValue('中');
    expect(onChange).toHaveBeenLastCalledWith('中');
  });

  it('marks a required field and says it is missing once left', () => {
    mount(<Input label="Title" required />);
    const box = screen.getByRole('textbox', { name: 'Title' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(box);
    expect(screen.getByRole('alert')).toHaveTextContent('请填写Title');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    act(() => setLocale('en_US'));
    expect(screen.getByRole('alert')).toHaveTextContent('Title is required');
  });

  it('shows read-only text, or the empty text, and no box', () => {
    mount(
      <>
        <Input label="A" value="hello" readOnly testId="a" />
        <Input label="B" readOnly testId="b" />
      </>,
    );
    expect(screen.getByTestId('a-text')).toHaveTextContent('hello');
    expect(screen.getByTestId('b-text')).toHaveTextContent('—');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('takes no input when disabled and shows the host message', () => {
    mount(<Input ariaLabel="code" disabled error="已被占用" defaultValue="x" />);
    expect(screen.getByRole('textbox', { name: 'code' })).toBeDisabled();
    expect(screen.queryByTestId('input-clear')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('已被占用');
  });
});
