// Audio and video players (issue 27): a server-made WAV and a page-made video play, seek by keys,
// and formats or addresses that cannot play say so, on desktop and mobile.
import { MediaPlayerModel } from '../models/media';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} media players`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('plays audio and a generated video; explains what cannot play', async ({ page }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/media-player' : '/showcase/media-player');
      const audio = new MediaPlayerModel(page, 'audio');
      await expect(audio.player()).toHaveAttribute('data-status', 'ready');
      await expect(audio.time()).toContainText('0:06');
      await audio.toggle().click();
      await expect(audio.player()).toHaveAttribute('data-playing', 'true');
      await expect(audio.time()).toContainText(/0:0[1-6] \//, { timeout: 5000 });
      await audio.toggle().click();
      await expect(audio.player()).toHaveAttribute('data-playing', 'false');
      if (skin === 'desktop') {
        await audio.player().focus();
        await page.keyboard.press('Home');
        await expect(audio.time()).toContainText('0:00 /');
      }

      const video = new MediaPlayerModel(page, 'video');
      await expect(video.player()).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
      await video.toggle().click();
      await expect(video.player()).toHaveAttribute('data-playing', /true|false/);
      await expect
        .poll(() => video.root.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), {
          timeout: 5000,
        })
        .toBeGreaterThan(0.2);

      await expect(new MediaPlayerModel(page, 'unsupported').error()).toContainText('无法播放此格式');
      await expect(new MediaPlayerModel(page, 'unsafe').error()).toContainText('不安全');
    });
  });
}
