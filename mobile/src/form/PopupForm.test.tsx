import type { FormCard } from '@suite-ui/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd-mobile';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Form } from './Form';
import { PopupForm } from './PopupForm';

const card: FormCard = {
  items: [
    { id: 'name', itemType: 'INPUT', label: 'Name', required: true },
    { id: 'city', itemType: 'INPUT', label: 'City', required: true },
  ],
  data: {},
};

const input = (id: string) => within(screen.getByTestId(`form-field-${id}`)).getByRole('textbox');

function wrap(node: React.ReactNode) {
  return render(
    <StrictMode>
      <SuiteConfigProvider>{node}</SuiteConfigProvider>
    </StrictMode>,
  );
}

describe('mobile step form', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('shows the progress, holds a wrong step and moves on once fixed', async () => {
    wrap(
      <Form
        card={card}
        steps={[
          { id: 'a', title: 'A', fields: ['name'] },
          { id: 'b', title: 'B', fields: ['city'] },
        ]}
      />,
    );
    expect(screen.getByTestId('form-steps-progress')).toHaveTextContent('第 1/2 步');
    fireEvent.click(screen.getByTestId('form-step-next'));
    expect(screen.getByTestId('form-step-a')).toHaveAttribute('data-status', 'error');
    fireEvent.change(input('name'), { target: { value: 'Ann' } });
    fireEvent.keyDown(input('name'), { key: 'Enter' });
    expect(await screen.findByTestId('form-field-city')).toBeInTheDocument();
    expect(screen.getByTestId('form-steps-progress')).toHaveTextContent('第 2/2 步');
  });
});

describe('mobile PopupForm', () => {
  it('opens on its trigger with the first field focused, asks before closing a changed form, closes on save', async () => {
    const onSaved = jest.fn();
    wrap(
      <PopupForm
        card={card}
        title="New"
        trigger={<Button>Open</Button>}
        onSubmit={async () => undefined}
        onSaved={onSaved}
      />,
    );
    fireEvent.click(screen.getByText('Open'));
    await waitFor(() => expect(input('name')).toHaveFocus());
    fireEvent.change(input('name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByTestId('popup-form-close'));
    fireEvent.click(await screen.findByTestId('form-close-keep'));
    expect(input('name')).toHaveValue('Ann');
    fireEvent.change(input('city'), { target: { value: 'Rome' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ name: 'Ann', city: 'Rome' }));
    await waitFor(() => expect(screen.queryByTestId('popup-form-form')).toBeNull());
  });
});
