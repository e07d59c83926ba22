import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';

const MANIFEST_PATH = '/build/htmlversion.json';
const STORAGE_KEYS = {
  snoozeUntil: 'suite-ui.upgrade-notice.snooze-until',
  neverRemind: 'suite-ui.upgrade-notice.never-remind',
} as const;

const isManifest = (url: string) => new URL(url).pathname === MANIFEST_PATH;

/** Page object of the upgrade notice (either skin) and the fake backend's deploy switch. */
export class UpgradeNoticeModel {
  readonly dialog: Locator;
  readonly content: Locator;
  readonly refreshNow: Locator;
  readonly notNow: Locator;
  readonly neverRemind: Locator;
  readonly hint: Locator;
  /** Every manifest request of the page's main frame, in order. */
  readonly manifestRequests: Request[] = [];

  constructor(
    readonly page: Page,
    private readonly request: APIRequestContext = page.request,
  ) {
    this.content = page.getByTestId('upgrade-notice-content');
    this.dialog = page.getByRole('dialog').filter({ has: this.content });
    this.refreshNow = page.getByTestId('upgrade-notice-refresh');
    this.notNow = page.getByTestId('upgrade-notice-not-now');
    this.neverRemind = page.getByTestId('upgrade-notice-never');
    this.hint = page.getByTestId('upgrade-notice-hint');
    page.on('request', (request) => {
      if (isManifest(request.url()) && request.frame() === page.mainFrame())
        this.manifestRequests.push(request);
    });
  }

  /** Opens `path` and waits for the first manifest answer (the copy later checks compare with). */
  async open(path: string): Promise<void> {
    const firstCopy = this.page.waitForResponse((response) => isManifest(response.url()));
    await this.page.goto(path);
    await firstCopy;
  }

  /** Waits for the next manifest answer after now. */
  async nextCheck(): Promise<void> {
    await this.page.waitForResponse((response) => isManifest(response.url()));
  }

  /** Simulates a deploy: the fake backend changes one version of `module` in the manifest. */
  async deploy(module = 'workflow'): Promise<void> {
    const response = await this.request.post('/__fixtures/upgrade-notice/deploy', { data: { module } });
    if (!response.ok()) throw new Error(`deploy failed: ${response.status()}`);
  }

  /** The personal settings the fake backend saved. */
  async savedSettings(): Promise<Record<string, unknown>> {
    const body = (await (await this.request.get('/__fixtures/personal-settings')).json()) as {
      data: Record<string, unknown>;
    };
    return body.data;
  }

  /** The stored snooze end (epoch ms), or null. */
  async snoozeUntil(): Promise<number | null> {
    const raw = await this.page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.snoozeUntil);
    return raw === null ? null : Number(raw);
  }

  async neverFlag(): Promise<string | null> {
    return this.page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.neverRemind);
  }

  /** Closes the desktop dialog with its close button (dismiss for now). */
  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: /close|关闭/i }).click();
  }

  /** The page goes to the background and comes back (an app or tab switch on a phone). */
  async leaveAndComeBack(): Promise<void> {
    await this.page.evaluate(() => {
      const set = (state: DocumentVisibilityState) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      set('hidden');
      set('visible');
    });
  }

  /** Runs `action` and resolves once it replaced the document by a fresh load (the marker is gone). */
  async expectReloadBy(action: () => Promise<void>): Promise<void> {
    await this.page.evaluate(
      () => ((window as unknown as { __beforeReload?: boolean }).__beforeReload = true),
    );
    const loaded = this.page.waitForEvent('load');
    await action();
    await loaded;
    const marker = await this.page.evaluate(
      () => (window as unknown as { __beforeReload?: boolean }).__beforeReload,
    );
    if (marker) throw new Error('the page was not reloaded');
  }
}
