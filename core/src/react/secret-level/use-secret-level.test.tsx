/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { setLocale } from '../../i18n';
import { useSecretLevel } from './use-secret-level';

const OPTIONS = [
  { id: 1, name: 'Public' },
  { id: 2, name: 'Internal', isDefault: true },
];
const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

describe('useSecretLevel', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('fetches the levels of the employee once per mount and reports changes with their message', async () => {
    const fetchOptions = jest.fn(async (_query: { employeeId?: string }) => OPTIONS);
    const onChange = jest.fn();
    const { result } = renderHook(
      () => useSecretLevel({ platform: 'desktop', employeeId: 'u3', onChange, services: { fetchOptions } }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.secretLevel).toBe(2);
    expect(fetchOptions.mock.calls.every(([query]) => query?.employeeId === 'u3')).toBe(true);
    act(() => result.current.setValidity('2030'));
    expect(onChange).toHaveBeenLastCalledWith(
      { secretLevel: 2, secretLevelValidity: '2030' },
      'secret-level.error.periodDigits',
    );
    expect(result.current.error).toBe('保密期限不能为纯数字');
    act(() => setLocale('en_US'));
    expect(result.current.error).toBe('The secret period cannot be pure digits');
  });

  it('follows a controlled value', async () => {
    const { result, rerender } = renderHook(
      ({ level }: { level: number }) =>
        useSecretLevel({ platform: 'mobile', options: OPTIONS, value: { secretLevel: level } }),
      { wrapper, initialProps: { level: 1 } },
    );
    expect(result.current.secretLevel).toBe(1);
    rerender({ level: 2 });
    await waitFor(() => expect(result.current.secretLevel).toBe(2));
  });
});
