import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useRef, useState } from 'react';
import { Dialog } from './Dialog';

function Host({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        title="Pick"
        width={500}
        closeLabel="Close"
        initialFocus={input}
        data-testid="the-dialog"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button type="button">OK</button>}
      >
        <input ref={input} aria-label="keyword" />
      </Dialog>
    </>
  );
}

describe('Dialog (StrictMode)', () => {
  it('mounted closed: hidden with no test id, then opens with the focus inside and the page locked', () => {
    render(
      <StrictMode>
        <Host />
      </StrictMode>,
    );
    expect(screen.queryByTestId('the-dialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull(); // not exposed while closed
    const trigger = screen.getByRole('button', { name: 'open' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Pick' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('keyword')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape, gives the focus back and unlocks the page', () => {
    const onClose = jest.fn();
    render(
      <StrictMode>
        <Host onClose={onClose} />
      </StrictMode>,
    );
    const trigger = screen.getByRole('button', { name: 'open' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByLabelText('keyword'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('the-dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('a press that starts in the panel and ends on the mask does not close it', () => {
    const onClose = jest.fn();
    render(
      <StrictMode>
        <Host onClose={onClose} />
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const wrap = screen.getByTestId('the-dialog');
    fireEvent.mouseDown(screen.getByLabelText('keyword'));
    fireEvent.click(wrap);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(wrap);
    fireEvent.click(wrap);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('unmounting an open dialog unlocks the page', () => {
    const { unmount } = render(
      <StrictMode>
        <Host />
      </StrictMode>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(document.body.style.overflow).toBe('hidden');
    act(() => unmount());
    expect(document.body.style.overflow).toBe('');
  });
});
