import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SecretLevelSelect } from './SecretLevelSelect';

const OPTIONS = [
  { id: 1, name: 'Public' },
  { id: 2, name: 'Internal' },
];

describe('mobile SecretLevelSelect', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('picks a level, then asks for the required period', () => {
    act(() => setLocale('en_US'));
    const onChange = jest.fn();
    render(
      <StrictMode>
        <SecretLevelSelect options={OPTIONS} required onChange={onChange} />
      </StrictMode>,
    );
    expect(screen.queryByTestId('secret-level-validity')).toBeNull();
    fireEvent.click(screen.getByText('Internal'));
    expect(onChange).toHaveBeenLastCalledWith(
      { secretLevel: 2, secretLevelValidity: '' },
      'secret-level.error.periodRequired',
    );
    expect(screen.getByTestId('secret-level-error')).toHaveTextContent('Please enter the secret period');
    fireEvent.change(screen.getByRole('textbox', { name: 'Secret period' }), {
      target: { value: 'x'.repeat(51) },
    });
    expect(screen.getByTestId('secret-level-error')).toHaveTextContent('Length cannot exceed 50');
  });
});
