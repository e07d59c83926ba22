import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Popup } from './Popup';

describe('desktop Popup', () => {
  it('a click opens a dialog; Escape closes it and the focus returns to the trigger', async () => {
    render(
      <StrictMode>
        <Popup triggers={['click']} content="Details">
          <button type="button">Open</button>
        </Popup>
      </StrictMode>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => fireEvent.click(trigger));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Details');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('hover opens a tooltip at once and keeps it while the pointer is on it', async () => {
    jest.useFakeTimers();
    render(
      <StrictMode>
        <Popup content="Hint">
          <button type="button">Hover</button>
        </Popup>
      </StrictMode>,
    );
    const trigger = screen.getByRole('button', { name: 'Hover' });
    await act(async () => fireEvent.pointerEnter(trigger));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Hint');
    await act(async () => fireEvent.pointerLeave(trigger));
    await act(async () => jest.advanceTimersByTime(99));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    jest.useRealTimers();
  });
});
