import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { SecretLevelSelect } from './SecretLevelSelect';

const OPTIONS = [
  { id: 1, name: '公开' },
  { id: 2, name: '内部', isDefault: true },
  { id: 3, name: '作废', canceled: true },
];

describe('desktop SecretLevelSelect', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('starts from the default level and shows the spec 5 message for a numeric period', async () => {
    const onChange = jest.fn();
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <SecretLevelSelect options={OPTIONS} onChange={onChange} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    const validity = await screen.findByTestId('secret-level-validity');
    fireEvent.change(validity, { target: { value: '365' } });
    expect(screen.getByTestId('secret-level-error')).toHaveTextContent('保密期限不能为纯数字');
    expect(onChange).toHaveBeenLastCalledWith(
      { secretLevel: 2, secretLevelValidity: '365' },
      'secret-level.error.periodDigits',
    );
    act(() => setLocale('en_US'));
    expect(screen.getByTestId('secret-level-error')).toHaveTextContent(
      'The secret period cannot be pure digits',
    );
  });

  it('shows nothing to pick when the fetch fails, without a message', async () => {
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <SecretLevelSelect services={{ fetchOptions: () => Promise.reject(new Error('500')) }} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getByText('暂无可选密级')).toBeInTheDocument());
    expect(screen.queryByTestId('secret-level-error')).toBeNull();
  });

  it('shows the level name when read-only', () => {
    render(
      <StrictMode>
        <SecretLevelSelect
          options={OPTIONS}
          readOnly
          value={{ secretLevel: 1, secretLevelValidity: '10年' }}
        />
      </StrictMode>,
    );
    expect(screen.getByTestId('secret-level')).toHaveTextContent('公开 · 10年');
  });
});
