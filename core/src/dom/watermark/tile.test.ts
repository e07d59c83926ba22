/** @jest-environment jsdom */
import type { WatermarkDrawing } from '../../watermark';
import { canvasTilePainter, WatermarkImageError } from './tile';
import { installFakeCanvas, tileText } from './test-support';

describe('canvasTilePainter', () => {
  let restore: () => void;
  beforeEach(() => (restore = installFakeCanvas()));
  afterEach(() => restore());

  const text: WatermarkDrawing = {
    kind: 'text',
    lines: ['Ann E7', '2024-03-05'],
    fontSize: 14,
    color: '#000000',
    fontFamily: 'sans-serif',
  };

  it('draws every line, centred, at the screen pixel ratio', async () => {
    window.devicePixelRatio = 2;
    const url = await canvasTilePainter(document)({
      drawing: text,
      tile: { width: 200, height: 150 },
      rotate: -15,
      opacity: 0.15,
    });
    const layer = document.createElement('div');
    layer.setAttribute('style', `background-image: url("${url}")`);
    expect(tileText(layer)).toBe('Ann E7/2024-03-05@400x300');
    window.devicePixelRatio = 1;
  });

  it('wraps a line wider than the tile by character', async () => {
    const long: WatermarkDrawing = { ...text, lines: ['x'.repeat(40)] } as WatermarkDrawing;
    const url = await canvasTilePainter(document)({
      drawing: long,
      tile: { width: 100, height: 100 },
      rotate: 0,
      opacity: 1,
    });
    const layer = document.createElement('div');
    layer.setAttribute('style', `background-image: url("${url}")`);
    // 7 px per character, 85 px usable: 12 characters per piece
    expect(tileText(layer).split('@')[0]?.split('/')).toEqual([
      'x'.repeat(12),
      'x'.repeat(12),
      'x'.repeat(12),
      'x'.repeat(4),
    ]);
  });

  function captureImages(): HTMLImageElement[] {
    const images: HTMLImageElement[] = [];
    const create = document.createElement.bind(document);
    jest
      .spyOn(document, 'createElement')
      .mockImplementation((tag: string, options?: ElementCreationOptions) => {
        const element = create(tag, options);
        if (element instanceof HTMLImageElement) images.push(element);
        return element;
      });
    return images;
  }
  const imageSpec = (url: string) => ({
    drawing: { kind: 'image', url } as const,
    tile: { width: 200, height: 150 },
    rotate: -15,
    opacity: 0.15,
  });
  const loaded = (image: HTMLImageElement | undefined) => {
    Object.defineProperty(image, 'naturalWidth', { value: 100 });
    Object.defineProperty(image, 'naturalHeight', { value: 50 });
    image?.dispatchEvent(new Event('load'));
  };

  afterEach(() => jest.restoreAllMocks());

  it('loads the image anonymously (CORS) and paints it', async () => {
    const images = captureImages();
    const painting = canvasTilePainter(document)(imageSpec('/api/file/preview?fileId=1&type=redirect'));
    expect(images[0]?.crossOrigin).toBe('anonymous');
    expect(images[0]?.src).toContain('/api/file/preview?fileId=1');
    loaded(images[0]);
    await expect(painting).resolves.toMatch(/^data:image\/png;base64,/);
  });

  it('loads an image once for repeated paints', async () => {
    const images = captureImages();
    const paint = canvasTilePainter(document);
    const first = paint(imageSpec('/a.png'));
    loaded(images[0]);
    await first;
    await paint({ ...imageSpec('/a.png'), tile: { width: 300, height: 300 } });
    expect(images).toHaveLength(1);
  });

  it.each([
    ['fails', (image: HTMLImageElement | undefined) => image?.dispatchEvent(new Event('error'))],
    ['loads empty', (image: HTMLImageElement | undefined) => image?.dispatchEvent(new Event('load'))],
  ])('rejects with WatermarkImageError when the image %s', async (_, outcome) => {
    const images = captureImages();
    const painting = canvasTilePainter(document)(imageSpec('https://cdn.example.com/missing.png'));
    outcome(images[0]);
    await expect(painting).rejects.toBeInstanceOf(WatermarkImageError);
  });

  it('rejects with WatermarkImageError when a cross-origin image taints the canvas', async () => {
    const images = captureImages();
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => {
      throw new DOMException('tainted', 'SecurityError');
    });
    const painting = canvasTilePainter(document)(imageSpec('https://elsewhere.example.com/a.png'));
    loaded(images[0]);
    await expect(painting).rejects.toBeInstanceOf(WatermarkImageError);
  });

  it('gives up on an image that never answers after 10 s', async () => {
    jest.useFakeTimers();
    try {
      captureImages();
      const painting = canvasTilePainter(document)(imageSpec('/slow.png'));
      const outcome = expect(painting).rejects.toBeInstanceOf(WatermarkImageError);
      await jest.advanceTimersByTimeAsync(10_000);
      await outcome;
    } finally {
      jest.useRealTimers();
    }
  });
});
