// Editable and drag-sort rows of the desktop table (issue 38), on the table page's task list: the
// fake backend checks each save and move as a server would and keeps what it accepted.
import type { Page } from '@playwright/test';
import { expect, mobileDevice, test } from './support';

async function openTasks(page: Page) {
  await page.goto('/showcase/table');
  const tasks = page.getByTestId('table-rows');
  await tasks.scrollIntoViewIfNeeded();
  await expect(tasks.locator('.ant-table-row').first()).toBeVisible();
  return tasks;
}

const titles = (tasks: ReturnType<Page['getByTestId']>) =>
  tasks.locator('.ant-table-row td:nth-child(2)').allInnerTexts();

test.describe('desktop table rows', () => {
  test('edits a row: a refused save keeps the row and the reason, Esc cancels, a saved edit survives a reload', async ({
    page,
  }) => {
    let tasks = await openTasks(page);
    await tasks.getByTestId('table-rows-edit-T1').click();
    const title = tasks.getByTestId('table-rows-edit-T1-title');
    await expect(title).toBeFocused();
    // the title is required: the form rules refuse it on the row before any call
    await title.fill('');
    await title.press('Enter');
    await expect(
      tasks.getByTestId('table-rows-edit-notice').or(tasks.locator('.ant-form-item-explain-error')).first(),
    ).toBeVisible();
    // a duplicate title is refused by the server, and the row keeps its values and the reason
    await title.fill('供应商合同续签');
    await title.press('Enter');
    await expect(tasks.getByTestId('table-rows-edit-notice')).toContainText('已有同名任务');
    await expect(title).toHaveValue('供应商合同续签');
    await page.screenshot({ path: test.info().outputPath('table-rows-refused.png') });
    // Esc leaves edit mode without saving
    await title.press('Escape');
    await expect(title).toBeHidden();
    expect((await titles(tasks))[0]).toBe('季度预算评审');
    // a good title is saved and read back after a reload
    await tasks.getByTestId('table-rows-edit-T1').click();
    await tasks.getByTestId('table-rows-edit-T1-title').fill('季度预算评审（修订）');
    await tasks.getByTestId('table-rows-edit-save').click();
    await expect(tasks.getByTestId('table-rows-edit-T1-title')).toBeHidden();
    await page.reload();
    tasks = await openTasks(page);
    await expect.poll(async () => (await titles(tasks))[0]).toBe('季度预算评审（修订）');
  });

  test('moves a row with the keyboard; the move writes one row and is kept', async ({ page }) => {
    let tasks = await openTasks(page);
    const before = await titles(tasks);
    const moves: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/common/table-rows/move')) moves.push(request.postDataJSON());
    });
    // keyboard: lift the first row, move it down twice, drop it
    const handle = tasks.getByTestId('table-rows-move-T1');
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(async () => (await titles(tasks))[2]).toBe(before[0]);
    await expect(tasks.getByTestId('table-rows-move-status')).not.toBeEmpty();
    await expect.poll(() => moves.length).toBe(1);
    expect((moves[0] as { writes: unknown[] }).writes).toHaveLength(1);
    await page.reload();
    tasks = await openTasks(page);
    await expect.poll(async () => (await titles(tasks))[2]).toBe(before[0]);
  });

  test('moves a row with the pointer; no text is selected, the move writes one row and is kept', async ({
    page,
  }) => {
    let tasks = await openTasks(page);
    const before = await titles(tasks);
    const moves: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/common/table-rows/move')) moves.push(request.postDataJSON());
    });
    // pointer: drag the fifth row's handle onto the second row, both in view (a drag held near the
    // box's edges scrolls it: the next test)
    const fifth = before[4] as string;
    const fifthKey = await tasks.locator('.ant-table-row').nth(4).getAttribute('data-row-key');
    const handle = tasks.getByTestId(`table-rows-move-${fifthKey}`);
    const from = await handle.boundingBox();
    const to = await tasks.locator('.ant-table-row').nth(1).boundingBox();
    if (!from || !to) throw new Error('the rows are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + 80, to.y + to.height / 2, { steps: 8 });
    await expect(handle).toHaveAttribute('data-dragging', 'true');
    expect(await page.evaluate(() => String(document.getSelection()))).toBe('');
    await page.mouse.up();
    await expect.poll(async () => (await titles(tasks))[1]).toBe(fifth);
    await expect.poll(() => moves.length).toBe(1);
    expect((moves[0] as { writes: unknown[] }).writes).toHaveLength(1);
    await page.reload();
    tasks = await openTasks(page);
    await expect.poll(async () => (await titles(tasks))[1]).toBe(fifth);
  });
});

test.describe('desktop table rows past the visible ones', () => {
  test('a row held near the bottom edge of its box scrolls the list, and is dropped on a row that was out of view', async ({
    page,
  }) => {
    let tasks = await openTasks(page);
    const before = await titles(tasks);
    const box = tasks.locator('.ant-table-content');
    const seen = await box.evaluate((element) => ({
      top: element.scrollTop,
      room: element.scrollHeight - element.clientHeight,
    }));
    expect(seen.top).toBe(0);
    expect(seen.room).toBeGreaterThan(0);
    const moves: { writes: unknown[] }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/common/table-rows/move')) moves.push(request.postDataJSON());
    });
    const firstKey = await tasks.locator('.ant-table-row').first().getAttribute('data-row-key');
    const from = await tasks.getByTestId(`table-rows-move-${firstKey}`).boundingBox();
    const area = await box.boundingBox();
    if (!from || !area) throw new Error('the rows are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // held 4 px above the box's bottom edge: the list scrolls to its end under the still pointer
    await page.mouse.move(from.x + 80, area.y + area.height - 4, { steps: 8 });
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBe(seen.room);
    // the header stays over the rows scrolled under it, over their pinned handle column too
    const header = await box.locator('thead').boundingBox();
    if (!header) throw new Error('the header is not on screen');
    const onHeader = ([x, y]: number[]) => Boolean(document.elementFromPoint(x!, y!)?.closest('thead'));
    expect(await page.evaluate(onHeader, [header.x + 10, header.y + header.height / 2])).toBe(true);
    expect(await page.evaluate(onHeader, [header.x + header.width - 10, header.y + header.height / 2])).toBe(
      true,
    );
    await page.mouse.up();
    // dropped on the row now under the pointer, which was below the box when the drag began
    await expect.poll(() => moves.length).toBe(1);
    expect(moves[0]?.writes).toHaveLength(1);
    const after = await titles(tasks);
    expect(after.indexOf(before[0] as string)).toBeGreaterThanOrEqual(before.length - 3);
    await page.screenshot({ path: test.info().outputPath('table-rows-edge-scroll.png') });
    await page.reload();
    tasks = await openTasks(page);
    await expect
      .poll(async () => (await titles(tasks)).indexOf(before[0] as string))
      .toBe(after.indexOf(before[0] as string));
  });
});

// The mobile table's drag-sort cards over the same row-move rules and the same fake backend.
test.describe('mobile table rows', () => {
  test.use(mobileDevice);

  async function openCards(page: Page) {
    await page.goto('/mobile/showcase/table');
    const cards = page.getByTestId('table-rows');
    await expect(cards.getByTestId('table-rows-card').first()).toBeVisible();
    await cards.getByTestId('table-rows-list').scrollIntoViewIfNeeded();
    return cards;
  }

  /** The cards' keys in their places (the drawn cards, by aria-posinset). */
  const order = (cards: ReturnType<Page['getByTestId']>) =>
    cards.getByTestId('table-rows-card').evaluateAll((list) =>
      list
        .map((card) => [Number(card.getAttribute('aria-posinset')), card.getAttribute('data-key')] as const)
        .sort((a, b) => a[0] - b[0])
        .map(([, key]) => key),
    );

  test('moves a card one place with the arrow keys and by dragging its handle; each move writes one row and is kept', async ({
    page,
  }) => {
    let cards = await openCards(page);
    const before = await order(cards);
    const moves: { writes: unknown[] }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/common/table-rows/move')) moves.push(request.postDataJSON());
    });
    // keyboard: the focused handle moves its card one place down
    const first = before[0] as string;
    await cards.getByTestId(`table-rows-move-${first}`).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await order(cards))[1]).toBe(first);
    await expect(cards.getByTestId(`table-rows-move-${first}`)).toBeFocused();
    await expect(cards.getByTestId('table-rows-move-status')).not.toBeEmpty();
    await expect.poll(() => moves.length).toBe(1);
    expect(moves[0]?.writes).toHaveLength(1);
    await page.screenshot({ path: test.info().outputPath('table-rows-mobile.png') });
    // pointer: the fourth card's handle dragged onto the first card
    const now = await order(cards);
    const fourth = now[3] as string;
    const handle = cards.getByTestId(`table-rows-move-${fourth}`);
    const from = await handle.boundingBox();
    const to = await cards.locator(`[data-testid="table-rows-card"][data-key="${now[0]}"]`).boundingBox();
    if (!from || !to) throw new Error('the cards are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    expect(await page.evaluate(() => String(document.getSelection()))).toBe('');
    await page.mouse.up();
    await expect.poll(async () => (await order(cards))[0]).toBe(fourth);
    await expect.poll(() => moves.length).toBe(2);
    expect(moves[1]?.writes).toHaveLength(1);
    // both moves were saved
    await page.reload();
    cards = await openCards(page);
    await expect.poll(async () => (await order(cards)).slice(0, 3)).toEqual([fourth, now[0], first]);
  });
});

test.describe('mobile table rows past the visible ones', () => {
  test.use(mobileDevice);

  test('a card held near the bottom edge of its list scrolls it, stays drawn, and is dropped on a card that was out of view', async ({
    page,
  }) => {
    await page.goto('/mobile/showcase/table');
    const cards = page.getByTestId('table-rows');
    await expect(cards.getByTestId('table-rows-card').first()).toBeVisible();
    const list = cards.getByTestId('table-rows-list');
    await list.scrollIntoViewIfNeeded();
    const room = await list.evaluate((element) => element.scrollHeight - element.clientHeight);
    expect(room).toBeGreaterThan(0);
    const moves: { writes: unknown[] }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/common/table-rows/move')) moves.push(request.postDataJSON());
    });
    const first = await cards.getByTestId('table-rows-card').first().getAttribute('data-key');
    const handle = cards.getByTestId(`table-rows-move-${first}`);
    const from = await handle.boundingBox();
    const area = await list.boundingBox();
    if (!from || !area) throw new Error('the cards are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, area.y + area.height - 4, { steps: 8 });
    await expect.poll(() => list.evaluate((element) => element.scrollTop)).toBe(room);
    // scrolled far past it, the dragged card is still drawn: its handle holds the pointer
    const dragged = cards.locator(`[data-testid="table-rows-card"][data-key="${first}"]`);
    await expect(dragged).toHaveAttribute('data-dragging', 'true');
    await page.mouse.up();
    await expect.poll(() => moves.length).toBe(1);
    expect(moves[0]?.writes).toHaveLength(1);
    await expect.poll(async () => Number(await dragged.getAttribute('aria-posinset'))).toBeGreaterThan(10);
  });
});
