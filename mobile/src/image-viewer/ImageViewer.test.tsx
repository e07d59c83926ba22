import { setLocale } from '@suite-ui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { ImageViewer } from './ImageViewer';

describe('mobile image viewer', () => {
  beforeEach(() => act(() => setLocale('en_US')));
  afterEach(() => act(() => setLocale('zh_CN')));

  it('opens from a thumbnail and rotates the shown image by the core step', async () => {
    render(
      <StrictMode>
        <SuiteConfigProvider>
          <ImageViewer
            images={[
              { src: '/a.png', name: 'a' },
              { src: '/b.png', name: 'b' },
            ]}
          />
        </SuiteConfigProvider>
      </StrictMode>,
    );
    await act(async () => void fireEvent.click(screen.getByTestId('image-thumb-1')));
    expect(screen.getByTestId('image-viewer-counter').textContent).toBe('2 / 2');
    const image = () => screen.getByTestId('image-viewer-image');
    expect(image().getAttribute('alt')).toBe('b');
    expect(image().style.transform).toBe('rotate(0deg)');
    const rotate = screen.getByTestId('image-viewer-rotate');
    expect(rotate.getAttribute('aria-label')).toBe('Rotate');
    fireEvent.click(rotate);
    expect(image().style.transform).toBe('rotate(90deg)');
    fireEvent.click(rotate);
    fireEvent.click(rotate);
    fireEvent.click(rotate);
    expect(image().style.transform).toBe('rotate(0deg)');
  });
});
