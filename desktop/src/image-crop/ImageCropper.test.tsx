import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { ImageCropper } from './ImageCropper';

describe('desktop ImageCropper', () => {
  beforeEach(() => act(() => setLocale('en_US')));
  afterEach(() => act(() => setLocale('zh_CN')));

  it('starts empty and refuses a file past 2 MB (spec 5) or not an image', () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <ImageCropper />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    expect(screen.getByText('Choose an image to crop')).toBeTruthy();
    const input = screen.getByTestId('crop-input');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByTestId('crop-error').textContent).toContain('must not exceed 2 MB');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:x');
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(screen.getByTestId('crop-error').textContent).toBe('Only image files can be chosen');
  });
});
