import type { FormCard } from '@suite-ui/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Form } from './Form';

const card: FormCard = {
  items: [
    { id: 'name', itemType: 'INPUT', label: 'Name', groupId: 'base' },
    { id: 'amount', itemType: 'INPUTNUMBER', label: 'Amount', required: true, groupId: 'detail' },
  ],
  data: { name: 'Plan' },
  groups: [
    { id: 'base', title: 'Basics' },
    { id: 'detail', title: 'Details', kind: 'collapsible' },
  ],
};

describe('mobile Form', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('opens the first error group on submit and saves once fixed', async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <Form card={card} onSubmit={onSubmit} />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    fireEvent.click(screen.getByTestId('form-submit'));
    const field = await screen.findByTestId('form-field-amount');
    expect(within(field).getByRole('alert')).toHaveTextContent('请填写Amount');
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    fireEvent.change(within(field).getByRole('spinbutton'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Plan', amount: 3 }));
  });
});
