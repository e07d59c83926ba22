// Recording and voice to text (issue 27) with Chromium's fake microphone fed a WAV this spec makes:
// record 2 s and play it back; voice to text stops by itself after a shortened silence limit.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { expect, mobileDevice, test } from './support';

/** 0.8 s of a 440 Hz tone, then 3.2 s of silence (Chromium loops the file). */
function speechLikeWav(): string {
  const rate = 16000;
  const samples = rate * 4;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < rate * 0.8; i += 1) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 0.5 * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  const file = path.join(os.tmpdir(), `suite-ui-fake-mic-${process.pid}.wav`);
  writeFileSync(file, Buffer.concat([header, data]));
  return file;
}

test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    args: [
      ...CHROMIUM_LAUNCH.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${speechLikeWav()}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

for (const skin of ['desktop', 'mobile'] as const) {
  test.describe(`${skin} recorder`, () => {
    if (skin === 'mobile') test.use(mobileDevice);
    const base = skin === 'mobile' ? '/mobile/showcase/recorder' : '/showcase/recorder';

    test('records 2 s and plays it back', async ({ page }) => {
      await page.goto(base);
      const recorder = page.getByTestId('recorder');
      await recorder.getByTestId('recorder-start').click();
      await expect(recorder).toHaveAttribute('data-status', 'recording');
      await expect(recorder.getByTestId('recorder-elapsed')).toContainText('0:02 /', { timeout: 5000 });
      await recorder.getByTestId('recorder-stop').click();
      await expect(recorder).toHaveAttribute('data-status', 'stopped');
      const player = recorder.getByTestId('audio-player');
      await expect(player).toHaveAttribute('data-status', 'ready');
      await player.getByTestId('media-toggle').click();
      await expect
        .poll(() => player.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime), {
          timeout: 5000,
        })
        .toBeGreaterThan(0.3);
      // the recording went into the upload widget and the fake backend took it
      const item = recorder.getByTestId('recorder-upload').getByTestId('upload-item');
      await expect(item).toHaveCount(1);
      await expect(item).toHaveAttribute('data-status', 'done', { timeout: 10_000 });
      await expect(item.getByTestId('upload-item-name')).toHaveText(
        /^recording-\d{8}-\d{6}\.(webm|ogg|m4a)$/,
      );
    });

    test('voice to text stops after the silence limit and shows the transcript', async ({ page }) => {
      await page.goto(`${base}?silenceMs=1500`);
      const voice = page.getByTestId('voice-to-text');
      if (skin === 'desktop') await voice.getByTestId('voice-toggle').click();
      else await voice.getByTestId('voice-hold').dispatchEvent('pointerdown', { pointerId: 1 });
      await expect(voice).toHaveAttribute('data-status', 'listening');
      await expect(voice).toHaveAttribute('data-status', 'idle', { timeout: 10_000 });
      await expect(voice.locator('textarea')).toHaveValue('请于周五前提交会议纪要。');
      await expect(voice.getByTestId('voice-status')).toHaveText('长时间未检测到声音，已自动停止');
    });
  });
}
