import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** A file as the fake backend stores it, with the md5 it reads back from disk. */
export interface StoredFile {
  fileId: string;
  name: string;
  size: number;
  md5: string;
  diskMd5: string;
}

/** Page object of an upload field (desktop Upload or ImageList, mobile Upload). */
export class UploadModel {
  readonly root: Locator;
  readonly items: Locator;

  constructor(
    readonly page: Page,
    container: Locator,
  ) {
    this.root = container.getByTestId(/^(upload|image-list)$/).first();
    this.items = this.root.getByTestId('upload-item');
  }

  /** The field in the showcase card with this test id. */
  static in(page: Page, cardTestId: string): UploadModel {
    return new UploadModel(page, page.getByTestId(cardTestId));
  }

  /** Picks files through the field's file input (desktop: antd's input; mobile: the file source input). */
  async pick(...files: { name: string; mimeType?: string; buffer: Buffer }[]): Promise<void> {
    const input = this.root.locator('input[type=file]').first();
    await input.setInputFiles(files.map((file) => ({ mimeType: 'application/octet-stream', ...file })));
  }

  item(name: string): Locator {
    return this.items.filter({
      has: this.page.getByTestId('upload-item-name').getByText(name, { exact: true }),
    });
  }

  /** Runs a row action button (desktop). */
  async action(name: string, key: string): Promise<void> {
    await this.item(name).getByTestId(`upload-${key}`).click();
  }
}

/** The fake backend's view of uploads. */
export class UploadBackend {
  constructor(private readonly request: APIRequestContext) {}

  async files(): Promise<StoredFile[]> {
    return (await (await this.request.get('/__fixtures/upload/files')).json()).data as StoredFile[];
  }

  async chunks(): Promise<{
    pending: Record<string, number[]>;
    partials: number;
    assembled: number;
    abandoned: number;
  }> {
    return (await (await this.request.get('/__fixtures/upload/chunks')).json()).data;
  }

  /** Cuts the next `times` chunk requests halfway through their bytes. */
  async dropMidChunk(times = 1): Promise<void> {
    await this.request.post('/__fixtures/upload/drop-mid-chunk', { data: { times } });
  }
}
