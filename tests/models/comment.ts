import type { Locator, Page } from '@playwright/test';

/** The project's list of XSS vectors posted through the fake backend: none may run. */
export const XSS_VECTORS = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<svg onload="window.__xss = 1"></svg>',
  ['java', 'script:window.__xss = 1'].join(''),
  '<a href="' + ['java', 'script:window.__xss=1'].join('') + '">x</a>',
  '"><iframe src="' + ['java', 'script:window.__xss=1'].join('') + '"></iframe>',
  '<details open ontoggle="window.__xss = 1">',
  '[smile]<b onmouseover="window.__xss = 1">hover</b>',
] as const;

/** Page object of the comment widget (either skin) and its common phrases. */
export class CommentModel {
  readonly root: Locator;
  readonly input: Locator;
  readonly submit: Locator;
  readonly highlight: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('comment');
    // antd puts the test id on the textarea, antd-mobile on its wrapper
    this.input = this.root.locator(
      'textarea[data-testid="comment-input"], [data-testid="comment-input"] textarea:not([aria-hidden="true"])',
    );
    this.submit = this.root.getByTestId('comment-submit');
    this.highlight = page.getByTestId('comment-highlight');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.item('c1').waitFor();
  }

  /** A comment by id. */
  item(id: string): Locator {
    return this.root.getByTestId(`comment-item-${id}`);
  }

  /** The comment whose content contains `text`. */
  itemWith(text: string): Locator {
    return this.root
      .locator('article')
      .filter({ has: this.page.getByTestId('comment-content').filter({ hasText: text }) });
  }

  /** Types text at the end of the composer. */
  async type(text: string): Promise<void> {
    await this.input.click();
    await this.input.press('End');
    await this.input.pressSequentially(text);
  }

  /** Types `@` plus `query` and picks the person with `userId` from the mention list. */
  async mention(query: string, userId: string): Promise<void> {
    await this.type(`@${query}`);
    await this.page.getByTestId(`comment-mention-option-${userId}`).click();
  }

  async pickEmoji(tag: string): Promise<void> {
    await this.root.getByTestId('comment-emoji-open').click();
    await this.page.getByTestId(`emoji-${tag}`).click();
  }

  /** Picks a phrase in the composer's common-phrase picker. */
  async pickPhrase(text: string): Promise<void> {
    await this.root.getByTestId('comment-phrases-open').click();
    await this.page.getByTestId('common-phrases').getByTestId('phrase-use').filter({ hasText: text }).click();
  }

  /** Attaches a small text file through the upload widget of the composer (its file input). */
  async attach(name: string, content: string): Promise<void> {
    const input = this.root
      .getByTestId('comment-composer')
      .getByTestId('upload')
      .locator('input[type=file]')
      .first();
    await input.setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  }

  /** The phrase editor's text (antd puts the test id on the textarea, antd-mobile on its wrapper). */
  phraseContent(): Locator {
    return this.page.locator(
      'textarea[data-testid="phrase-content"], [data-testid="phrase-content"] textarea:not([aria-hidden="true"])',
    );
  }

  /** Posts a comment through the fake backend directly. */
  async postRaw(content: string): Promise<void> {
    const response = await this.page.request.post('/api/share/common/comment/save', {
      data: { objectId: 'demo-1', objectModule: 'bcw', content },
    });
    if (!response.ok()) throw new Error(`posting failed: ${response.status()}`);
  }
}
