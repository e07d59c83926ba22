// Carousel (spec 1 widget list): autoplay that holds on hover, keys, arrows and dots on desktop,
// swipe on mobile, lazy images and no autoplay under reduced motion.
import { CarouselModel } from '../models/carousel';
import { expect, mobileDevice, test } from './support';

test.describe('desktop carousel', () => {
  test('advances by itself, and holds while the pointer is over it', async ({ page }) => {
    await page.goto('/showcase/carousel');
    const carousel = new CarouselModel(page);
    await expect(carousel.current).toHaveAttribute('aria-label', '第 1 张，共 5 张');
    // a slide stays 5 s
    await expect(carousel.current).toHaveAttribute('aria-label', '第 2 张，共 5 张', { timeout: 8000 });
    await carousel.root.hover();
    await expect(carousel.root).toHaveAttribute('data-playing', 'false');
    await page.waitForTimeout(6000);
    await expect(carousel.current).toHaveAttribute('aria-label', '第 2 张，共 5 张');
    await page.mouse.move(0, 0);
    await expect(carousel.root).toHaveAttribute('data-playing', 'true');
    await expect(carousel.current).toHaveAttribute('aria-label', '第 3 张，共 5 张', { timeout: 8000 });
  });

  test('moves with the keys, the arrows and the dots, loading only the images nearby', async ({ page }) => {
    await page.goto('/showcase/carousel');
    const carousel = new CarouselModel(page, 1);
    await expect(carousel.current).toHaveAttribute('aria-label', '第 1 张，共 5 张');
    // without loop: the first and the second
    expect(await carousel.loadedImages()).toEqual(['/carousel/slide-1.svg', '/carousel/slide-2.svg']);
    await expect(carousel.root.getByRole('button', { name: '上一张' })).toBeDisabled();
    await carousel.pressKey('ArrowRight');
    await expect(carousel.current).toHaveAttribute('aria-label', '第 2 张，共 5 张');
    await carousel.pressKey('End');
    await expect(carousel.current).toHaveAttribute('aria-label', '第 5 张，共 5 张');
    await expect(carousel.root.getByRole('button', { name: '下一张' })).toBeDisabled();
    await carousel.pressKey('Home');
    await expect(carousel.current).toHaveAttribute('aria-label', '第 1 张，共 5 张');
    await carousel.root.getByRole('button', { name: '下一张' }).click();
    await expect(carousel.current).toHaveAttribute('aria-label', '第 2 张，共 5 张');
    await carousel.root.getByRole('button', { name: '转到第 4 张' }).click();
    await expect(carousel.current).toHaveAttribute('aria-label', '第 4 张，共 5 张');
    await expect(carousel.dots.nth(3)).toHaveAttribute('aria-current', 'true');
    // the slide the reader sees is the one core chose
    await expect(carousel.current.locator('img')).toBeInViewport({ ratio: 0.9 });
  });

  test('never autoplays under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/showcase/carousel');
    const carousel = new CarouselModel(page);
    await expect(carousel.root).toHaveAttribute('data-playing', 'false');
    await expect(carousel.toggle).toHaveCount(0);
    await page.waitForTimeout(6000);
    await expect(carousel.current).toHaveAttribute('aria-label', '第 1 张，共 5 张');
  });
});

test.describe('mobile carousel', () => {
  test.use(mobileDevice);

  test('swipes to the next and previous slide, and goes to a slide from its dot', async ({ page }) => {
    await page.goto('/mobile/showcase/carousel');
    const carousel = new CarouselModel(page, 1);
    await expect(carousel.current).toHaveAttribute('aria-label', '第 1 张，共 5 张');
    await carousel.swipe('next');
    await expect(carousel.current).toHaveAttribute('aria-label', '第 2 张，共 5 张');
    await carousel.swipe('prev');
    await expect(carousel.current).toHaveAttribute('aria-label', '第 1 张，共 5 张');
    await carousel.dots.nth(2).tap();
    await expect(carousel.current).toHaveAttribute('aria-label', '第 3 张，共 5 张');
    await expect(carousel.current.locator('img')).toBeInViewport({ ratio: 0.9 });
  });
});
