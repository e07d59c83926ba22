import type { FormCard } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Form } from './Form';
import { ModalForm } from './OverlayForm';

const card: FormCard = {
  module: 'task',
  items: [
    { id: 'name', itemType: 'INPUT', label: 'Name', required: true },
    { id: 'notes', itemType: 'TEXTAREA', label: 'Notes' },
    { id: 'amount', itemType: 'INPUTNUMBER', label: 'Amount', required: true },
  ],
  data: {},
};
const steps = [
  { id: 'one', title: 'One', fields: ['name', 'notes'] },
  { id: 'two', title: 'Two', fields: ['amount'] },
];

function wrap(node: React.ReactNode) {
  return render(
    <StrictMode>
      <SuiteConfigProvider>{node}</SuiteConfigProvider>
    </StrictMode>,
  );
}

const input = (id: string) =>
  within(screen.getByTestId(`form-field-${id}`)).getByRole(id === 'amount' ? 'spinbutton' : 'textbox');

describe('desktop step form', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('holds step 1 while wrong, moves on, and Enter in a single-line field moves or submits', async () => {
    const onSubmit = jest.fn(async () => undefined);
    wrap(<Form card={card} steps={steps} onSubmit={onSubmit} />);
    expect(screen.queryByTestId('form-submit')).toBeNull();
    fireEvent.click(screen.getByTestId('form-step-next'));
    expect(screen.getByTestId('form-step-one')).toHaveAttribute('data-status', 'error');
    expect(screen.queryByTestId('form-field-amount')).toBeNull();
    fireEvent.change(input('name'), { target: { value: 'Ann' } });
    // Enter in a textarea is a new line, never a move
    fireEvent.keyDown(input('notes'), { key: 'Enter' });
    expect(screen.queryByTestId('form-field-amount')).toBeNull();
    fireEvent.keyDown(input('name'), { key: 'Enter' });
    expect(await screen.findByTestId('form-field-amount')).toBeInTheDocument();
    expect(screen.getByTestId('form-step-one')).toHaveAttribute('data-status', 'finish');
    fireEvent.change(input('amount'), { target: { value: '3' } });
    fireEvent.keyDown(input('amount'), { key: 'Enter' });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ann', amount: 3 }));
  });

  it('focuses the first field when asked', async () => {
    wrap(<Form card={card} autoFocusFirstField />);
    await waitFor(() => expect(input('name')).toHaveFocus());
  });
});

describe('desktop ModalForm', () => {
  it('opens from its trigger with the focus on the first field, stays open on a failed save, closes on success', async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce({ errors: { name: ['Taken'] } })
      .mockResolvedValueOnce(undefined);
    const onSaved = jest.fn();
    wrap(
      <ModalForm
        card={card}
        title="New"
        trigger={<Button>Open</Button>}
        onSubmit={onSubmit}
        onSaved={onSaved}
      />,
    );
    expect(screen.queryByTestId('modal-form-form')).toBeNull();
    fireEvent.click(screen.getByText('Open'));
    await waitFor(() => expect(input('name')).toHaveFocus());
    fireEvent.change(input('name'), { target: { value: 'Ann' } });
    fireEvent.change(input('amount'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Taken')).toBeInTheDocument();
    expect(input('name')).toHaveValue('Ann');
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ name: 'Ann', amount: 2 }));
    await waitFor(() => expect(screen.queryByTestId('modal-form-form')).toBeNull());
  });

  it('asks before closing a changed form; keep editing leaves it as it was', async () => {
    wrap(<ModalForm card={card} trigger={<Button>Open</Button>} />);
    fireEvent.click(screen.getByText('Open'));
    fireEvent.change(await waitFor(() => input('name')), { target: { value: 'Ann' } });
    act(() => {
      fireEvent.click(screen.getByTestId('form-cancel'));
    });
    fireEvent.click(await screen.findByTestId('form-close-keep'));
    expect(input('name')).toHaveValue('Ann');
    fireEvent.click(screen.getByTestId('form-cancel'));
    fireEvent.click(await screen.findByTestId('form-close-discard'));
    await waitFor(() => expect(screen.queryByTestId('modal-form-form')).toBeNull());
  });

  it('closes an unchanged form at once', async () => {
    wrap(<ModalForm card={card} trigger={<Button>Open</Button>} />);
    fireEvent.click(screen.getByText('Open'));
    fireEvent.click(await screen.findByTestId('form-cancel'));
    await waitFor(() => expect(screen.queryByTestId('modal-form-form')).toBeNull());
    expect(screen.queryByTestId('form-close-keep')).toBeNull();
  });
});
