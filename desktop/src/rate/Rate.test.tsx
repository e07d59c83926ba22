import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SuiteConfigProvider } from '../config-provider';
import { Rate } from './Rate';

describe('desktop Rate', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('shows five stars and reports a click', () => {
    const onChange = jest.fn();
    const { container } = render(
      <SuiteConfigProvider>
        <Rate defaultValue={1} onChange={onChange} />
      </SuiteConfigProvider>,
    );
    const stars = container.querySelectorAll('li.ant-rate-star');
    expect(stars).toHaveLength(5);
    fireEvent.click(stars[3]!.querySelector('.ant-rate-star-second')!);
    expect(onChange).toHaveBeenCalledWith(4);
    expect(screen.getByTestId('rate-label')).toHaveTextContent('4 / 5 星');
  });

  it('follows the language switch', () => {
    render(
      <SuiteConfigProvider>
        <Rate value={2} />
      </SuiteConfigProvider>,
    );
    act(() => setLocale('en_US'));
    expect(screen.getByTestId('rate-label')).toHaveTextContent('2 of 5 stars');
  });
});
