// Audio and video players (issue 27): a server-made WAV and a served video play, seek by keys and by
// the progress bar (the fake backend answers byte ranges as a file server does), and formats or
// addresses that cannot play say so, on desktop and mobile.
import { MediaPlayerModel } from '../models/media';
import { expect, mobileDevice, test } from './support';

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} media players`, () => {
    if (skin === 'mobile') test.use(mobileDevice);

    test('seeks where the progress bar is clicked and by the arrow key, audio and video', async ({
      page,
    }) => {
      await page.goto(skin === 'mobile' ? '/mobile/showcase/media-player' : '/showcase/media-player');
      const element = (model: MediaPlayerModel) =>
        model.root.locator('audio, video').evaluate((media: HTMLMediaElement) => media.currentTime);
      for (const card of ['audio', 'video'] as const) {
        const player = new MediaPlayerModel(page, card);
        await expect(player.player()).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
        await player.seekBar().scrollIntoViewIfNeeded();
        const bar = await player.seekBar().boundingBox();
        expect(bar).not.toBeNull();
        if (!bar) return;
        // the middle of a 6 s file: about 3 s, never back at the start
        await page.mouse.click(bar.x + bar.width / 2, bar.y + bar.height / 2);
        await expect.poll(() => element(player), { timeout: 5000 }).toBeGreaterThan(2);
        expect(await element(player)).toBeLessThan(4.5);
        await expect(player.time()).toContainText(/0:0[2-4] \//);
      }
      if (skin === 'desktop') {
        const video = new MediaPlayerModel(page, 'video');
        await video.player().focus();
        await page.keyboard.press('Home');
        await expect.poll(() => element(video)).toBeLessThan(0.5);
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => element(video), { timeout: 5000 }).toBeGreaterThan(0.5);
      }
    });

    test('plays audio and a served video; explains what cannot play', async ({ page }) => {
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
