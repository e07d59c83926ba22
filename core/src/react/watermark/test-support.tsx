// The contract both skins' Watermark and LocalWatermark meet, run by each skin's test file: the
// components are thin wrappers over PageWatermark and WatermarkContainer that fix the platform.
import { setLocale, type Platform } from '@suite-ui/core';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { installFakeCanvas, installFakeLayout } from '../../dom/watermark/test-support';
import type { LocalWatermarkSkinProps, WatermarkSkinProps } from './skin-props';

interface SkinComponents {
  Watermark: ComponentType<WatermarkSkinProps>;
  LocalWatermark: ComponentType<LocalWatermarkSkinProps>;
}

export function describeWatermarkSkin(
  platform: Platform,
  { Watermark, LocalWatermark }: SkinComponents,
): void {
  // jsdom has neither layout nor canvas: the watermark's DOM test support fakes both.
  let restores: (() => void)[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    restores = [installFakeLayout(), installFakeCanvas()];
  });
  afterEach(() => {
    restores.reverse().forEach((restore) => restore());
    jest.useRealTimers();
    act(() => setLocale('zh_CN'));
  });

  const USER = { userName: '张三', jobNum: 'E001', department: '研发部' };
  const TEXT = '{userName} {jobNum}\n{department}';
  // spec 3: wmUse turns the desktop watermark on, wmUseMobile the mobile one
  const [ownSwitch, otherSwitch] =
    platform === 'desktop' ? ['wmUse', 'wmUseMobile'] : ['wmUseMobile', 'wmUse'];
  const CONFIG = { [ownSwitch]: '1', wmText: TEXT };

  const settle = () => act(() => jest.advanceTimersByTimeAsync(0));
  const pageLayer = () => document.querySelector<HTMLElement>('[data-testid="watermark-page-layer"]');

  describe(`${platform} Watermark`, () => {
    it(`draws the page watermark with the user placeholders filled when ${ownSwitch} is on`, async () => {
      render(<Watermark config={CONFIG} user={USER} />);
      await settle();
      const status = screen.getByTestId('watermark-page-status');
      expect(status).toHaveAttribute('data-status', 'shown');
      expect(status.getAttribute('data-text')).toBe('张三 E001\n研发部');
      expect(pageLayer()?.parentElement).toBe(document.body);
      expect(pageLayer()).toHaveAttribute('aria-hidden', 'true');
    });

    it(`draws nothing when only ${otherSwitch} is on`, async () => {
      render(<Watermark config={{ wmText: TEXT, [ownSwitch]: '0', [otherSwitch]: '1' }} user={USER} />);
      await settle();
      expect(screen.getByTestId('watermark-page-status')).toHaveAttribute('data-reason', 'disabled');
      expect(pageLayer()).toBeNull();
    });

    it('is gone with the component', async () => {
      const { unmount } = render(<Watermark config={CONFIG} user={USER} />);
      await settle();
      unmount();
      expect(pageLayer()).toBeNull();
    });
  });

  describe(`${platform} LocalWatermark`, () => {
    it('renders its content with a watermark over it and lowers the page watermark to 949', async () => {
      render(
        <>
          <Watermark config={CONFIG} user={USER} />
          <LocalWatermark config={CONFIG} user={USER} className="preview">
            <button type="button">edit</button>
          </LocalWatermark>
        </>,
      );
      await settle();
      const local = screen.getByTestId('watermark-local');
      expect(local).toHaveClass('suite-local-watermark', 'preview');
      expect(local).toHaveAttribute('data-status', 'shown');
      expect(local.querySelector('[data-testid="watermark-local-layer"]')).not.toBeNull();
      expect(pageLayer()?.style.getPropertyValue('z-index')).toBe('949');
      // the layer lets input through: the content stays usable by keyboard and pointer
      screen.getByRole('button', { name: 'edit' }).focus();
      expect(screen.getByRole('button', { name: 'edit' })).toHaveFocus();
      expect(
        local
          .querySelector<HTMLElement>('[data-testid="watermark-local-layer"]')
          ?.style.getPropertyValue('pointer-events'),
      ).toBe('none');
    });
  });
}
