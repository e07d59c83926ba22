import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { SignaturePad } from './SignaturePad';

// jsdom has no canvas drawing: a stand-in pad (the pointer mapping is core's signatureCanvasPoint)
jest.mock('signature_pad', () => ({
  __esModule: true,
  default: class {
    penColor = '#000';
    minWidth = 1;
    maxWidth = 3;
    toData = () => [];
    fromData = () => undefined;
    clear = () => undefined;
    toDataURL = () => 'data:image/png;base64,AA==';
    addEventListener = () => undefined;
    removeEventListener = () => undefined;
    off = () => undefined;
  },
}));

const resize = (width: number, height: number) =>
  act(() => {
    Object.assign(window, { innerWidth: width, innerHeight: height });
    window.dispatchEvent(new Event('resize'));
  });

describe('mobile signature pad', () => {
  const size = { width: window.innerWidth, height: window.innerHeight };
  beforeEach(() => act(() => setLocale('en_US')));
  afterEach(() => {
    act(() => setLocale('zh_CN'));
    resize(size.width, size.height);
  });

  it('opens full screen as a dialog, turned to landscape while the phone is upright', () => {
    resize(390, 844);
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <SignaturePad />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    const pad = screen.getByTestId('signature-pad');
    expect(pad.getAttribute('data-rotation')).toBe('0');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByTestId('signature-fullscreen'));
    const dialog = screen.getByRole('dialog', { name: 'Signature' });
    expect(dialog.getAttribute('data-rotation')).toBe('90');
    expect(dialog.className).toContain('suite-m-signature-turned');
    expect(dialog.textContent).toContain('Turn the phone sideways to sign');
    expect(screen.getByTestId('signature-canvas')).toBeTruthy();

    resize(844, 390);
    expect(dialog.getAttribute('data-rotation')).toBe('0');
    expect(dialog.className).not.toContain('suite-m-signature-turned');
    expect(dialog.textContent).toContain('Landscape gives more room to sign');

    resize(390, 844);
    fireEvent.click(screen.getByTestId('signature-fullscreen'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('signature-pad').getAttribute('data-rotation')).toBe('0');
  });
});
