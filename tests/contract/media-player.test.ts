// Contract of the media widgets' fake calls (issue 27) over real HTTP: the generated WAV, the
// audio/video preview type (spec 7) and the recogniser's fixed transcript.
import { startFixtureServer, type RunningFixtureServer } from '@suite-ui/fixtures';
import { parseMediaPreviewType } from '@suite-ui/core';

let server: RunningFixtureServer;

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());

describe('GET /api/media/demo/tone.wav', () => {
  it('answers a PCM WAV of the asked length (8 kHz, 16 bit, mono)', async () => {
    const response = await fetch(`${server.url}/api/media/demo/tone.wav?seconds=2`);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(bytes.readUInt32LE(24)).toBe(8000);
    expect(bytes.readUInt32LE(40)).toBe(2 * 8000 * 2);
  });
});

describe.each([
  ['/api/media/demo/tone.wav?seconds=2', 'audio/wav'],
  ['/api/media/demo/clip.webm', 'video/webm'],
])('byte ranges of %s (players seek with them)', (address, type) => {
  it('says it serves ranges, answers 206 with the part asked, 416 past the end', async () => {
    const whole = await fetch(`${server.url}${address}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe(type);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());

    const part = await fetch(`${server.url}${address}`, { headers: { range: 'bytes=100-' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100))).toBe(true);

    const tail = await fetch(`${server.url}${address}`, { headers: { range: 'bytes=-16' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(-16))).toBe(true);

    const past = await fetch(`${server.url}${address}`, { headers: { range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });
});

describe('/papi/file/audioVideo/previewType (spec 7)', () => {
  it.each([
    ['tone', 'audio'],
    ['clip', 'video'],
    ['legacy', 'unsupported'],
  ])('file %s plays as %s, in a shape the player reads', async (fileId, type) => {
    const body = (await (
      await fetch(`${server.url}/papi/file/audioVideo/previewType?fileId=${fileId}`)
    ).json()) as {
      status: boolean;
      data: unknown;
    };
    expect(body.status).toBe(true);
    expect(parseMediaPreviewType(body.data)).toBe(type);
  });

  it('an unknown file is a business failure', async () => {
    const body = (await (
      await fetch(`${server.url}/papi/file/audioVideo/previewType?fileId=nope`)
    ).json()) as {
      status: boolean;
      code: number;
    };
    expect(body).toMatchObject({ status: false, code: 404 });
  });
});

describe('POST /api/media/voice/recognize', () => {
  it('gives the fixed transcript for posted audio and refuses an empty body', async () => {
    const post = (bytes: number[]) =>
      fetch(`${server.url}/api/media/voice/recognize`, {
        method: 'POST',
        headers: { 'content-type': 'audio/webm' },
        body: new Blob([new Uint8Array(bytes)]),
      }).then((r) => r.json() as Promise<{ status: boolean; data: { text?: string } | null }>);
    expect(await post([1, 2, 3])).toMatchObject({
      status: true,
      data: { text: '请于周五前提交会议纪要。' },
    });
    expect((await post([])).status).toBe(false);
  });
});
