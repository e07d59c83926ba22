/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { setLocale } from '../../i18n';
import type { FormCard } from '../../form';
import { useForm } from './use-form';

const card: FormCard = {
  module: 'task',
  saveDataParams: { objectId: '1' },
  items: [{ id: 'name', itemType: 'INPUT', label: 'Name', required: true }],
  data: {},
};
const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

describe('useForm', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('validates, then saves through onSubmit, in StrictMode', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const onSaved = jest.fn();
    const { result } = renderHook(() => useForm({ platform: 'desktop', card, onSubmit, onSaved }), {
      wrapper,
    });
    act(() => result.current.submit());
    expect(result.current.fields[0]!.errors).toEqual(['请填写Name']);
    act(() => result.current.fields[0]!.set('Plan'));
    act(() => result.current.submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ name: 'Plan' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Plan' });
  });

  it('relabels on a locale switch and follows hoverEdit', () => {
    const { result, rerender } = renderHook(
      (props: { hoverEdit: boolean }) => useForm({ platform: 'desktop', card, ...props }),
      {
        wrapper,
        initialProps: { hoverEdit: false },
      },
    );
    expect(result.current.submitLabel).toBe('保存');
    act(() => setLocale('en_US'));
    expect(result.current.submitLabel).toBe('Save');
    rerender({ hoverEdit: true });
    expect(result.current.fields[0]!.readOnly).toBe(true);
  });

  it('loads a card through the services and logs a save without objectId (spec 8)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const services = {
      loadCard: jest.fn(async () => ({ ...card, data: { name: 'x' }, saveDataParams: {} })),
      saveCard: jest.fn(async () => ({})),
    };
    const { result } = renderHook(
      () => useForm({ platform: 'mobile', source: { kind: 'task', id: '1' }, services }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.submit());
    expect(services.saveCard).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('objectId'));
    error.mockRestore();
  });
});
