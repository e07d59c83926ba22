/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { usePopup } from './use-popup';

function Probe() {
  const { popup, setTrigger } = usePopup({ platform: 'desktop', triggers: ['click'] });
  return (
    <div>
      <button ref={setTrigger} onClick={popup.click}>
        trigger
      </button>
      {popup.open && (
        <button onClick={popup.escape} data-testid="inside">
          {popup.closeLabel}
        </button>
      )}
    </div>
  );
}

describe('usePopup', () => {
  it('survives StrictMode; Escape closes and gives the focus back to the trigger', () => {
    render(
      <StrictMode>
        <Probe />
      </StrictMode>,
    );
    act(() => screen.getByText('trigger').click());
    expect(screen.getByTestId('inside').textContent).toBe('关闭');
    act(() => screen.getByTestId('inside').focus());
    act(() => screen.getByTestId('inside').click());
    expect(screen.queryByTestId('inside')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('trigger'));
  });
});
