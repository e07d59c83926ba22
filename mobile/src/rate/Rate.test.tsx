import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SuiteConfigProvider } from '../config-provider';
import { Rate } from './Rate';

describe('mobile Rate', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('shows five whole stars and reports a tap', () => {
    const onChange = jest.fn();
    const { container } = render(
      <SuiteConfigProvider>
        <Rate onChange={onChange} />
      </SuiteConfigProvider>,
    );
    const stars = container.querySelectorAll('.adm-rate-star');
    expect(stars).toHaveLength(5);
    // antd-mobile reads the tap position against the star row: 100 px wide, tap at 50 px = star 3
    const row = screen.getByRole('radiogroup');
    row.getBoundingClientRect = () => ({
      left: 0,
      width: 100,
      top: 0,
      height: 20,
      right: 100,
      bottom: 20,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    const touch = { clientX: 50, clientY: 5, identifier: 0, target: row };
    fireEvent.touchStart(row, { touches: [touch], changedTouches: [touch], targetTouches: [touch] });
    fireEvent.touchEnd(row, { touches: [], changedTouches: [touch], targetTouches: [] });
    expect(onChange).toHaveBeenCalledWith(3);
    expect(screen.getByTestId('rate-label')).toHaveTextContent('3 / 5 星');
  });

  it('follows the language switch', () => {
    render(
      <SuiteConfigProvider>
        <Rate value={5} readOnly />
      </SuiteConfigProvider>,
    );
    act(() => setLocale('en_US'));
    expect(screen.getByTestId('rate-label')).toHaveTextContent('5 of 5 stars');
  });
});
