import type { FormCard } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Form } from './Form';

const card: FormCard = {
  module: 'task',
  items: [
    { id: 'name', itemType: 'INPUT', label: 'Name', required: true, groupId: 'base' },
    { id: 'done', itemType: 'SWITCH', label: 'Done', groupId: 'base' },
    { id: 'amount', itemType: 'INPUTNUMBER', label: 'Amount', required: true, groupId: 'detail' },
  ],
  data: { name: 'Plan' },
  groups: [
    { id: 'base', title: 'Basics' },
    { id: 'detail', title: 'Details', kind: 'collapsible' },
  ],
};

function renderForm(props: Partial<Parameters<typeof Form>[0]> = {}) {
  return render(
    <StrictMode>
      <SuiteConfigProvider>
        <Form card={card} {...props} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
}

describe('desktop Form', () => {
  const scrollIntoView = jest.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('opens the first error group, scrolls to the field, then saves the fixed data', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderForm({ onSubmit });
    expect(screen.getByTestId('form-section-detail')).toHaveAttribute('data-open', 'false');
    expect(screen.queryByTestId('form-field-amount')).toBeNull();
    fireEvent.click(screen.getByTestId('form-submit'));
    const field = await screen.findByTestId('form-field-amount');
    expect(screen.getByTestId('form-section-detail')).toHaveAttribute('data-open', 'true');
    expect(within(field).getByRole('alert')).toHaveTextContent('请填写Amount');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(within(field).getByRole('spinbutton'), { target: { value: '7' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Plan', amount: 7 }));
    expect(await screen.findByTestId('form-notice')).toHaveTextContent('已保存');
  });

  it('hover-edit shows text and an edit button, except for switches', async () => {
    renderForm({ hoverEdit: true });
    const name = screen.getByTestId('form-field-name');
    expect(within(name).getByTestId('form-field-name-text')).toHaveTextContent('Plan');
    expect(within(screen.getByTestId('form-field-done')).getByRole('switch')).toBeInTheDocument();
    fireEvent.click(within(name).getByTestId('form-field-name-edit'));
    const input = within(screen.getByTestId('form-field-name')).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'New' } });
    fireEvent.click(screen.getByTestId('form-field-name-done'));
    expect(
      within(screen.getByTestId('form-field-name')).getByTestId('form-field-name-text'),
    ).toHaveTextContent('New');
  });

  it('resets to the initial data', () => {
    renderForm();
    const input = within(screen.getByTestId('form-field-name')).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'Other' } });
    act(() => {
      fireEvent.click(screen.getByTestId('form-reset'));
    });
    expect(within(screen.getByTestId('form-field-name')).getByRole('textbox')).toHaveValue('Plan');
  });
});
