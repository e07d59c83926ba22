import { setLocale, type BrowserEntry, type BrowserSelectedItem, type BrowserServices } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Browser } from './Browser';

const entry = (id: string, name: string): BrowserEntry => ({
  id,
  type: 'resource',
  title: name,
  name,
  isComplete: false,
  isDeleted: false,
  finished: false,
  fields: { departmentName: 'R&D' },
});

function fakeServices(fail = false): Partial<BrowserServices> & { searched: string[] } {
  const people = [entry('u1', 'Ann'), entry('u2', 'Bob'), entry('u3', 'Cid')];
  const searched: string[] = [];
  return {
    searched,
    search: async (query) => {
      searched.push(query.keyword);
      if (fail) throw new Error('HTTP 500');
      const entries = people.filter((p) => p.title.toLowerCase().includes(query.keyword.toLowerCase()));
      return { entries, total: entries.length, hasMore: false };
    },
    leftData: async () => [],
    destData: async (ids) => people.filter((p) => ids.includes(p.id)),
    associate: async () => [],
    addHistory: async () => undefined,
  };
}

function renderBrowser(
  props: { multiple?: boolean; fail?: boolean; readOnly?: boolean; value?: BrowserSelectedItem[] } = {},
) {
  const onChange = jest.fn();
  const services = fakeServices(props.fail);
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <Browser
          type="resource"
          multiple={props.multiple}
          readOnly={props.readOnly}
          value={props.value}
          onChange={onChange}
          services={services}
        />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  return { onChange, services };
}

// jsdom lays nothing out: give elements a size so the virtual list renders its rows
beforeAll(() => {
  act(() => setLocale('en_US'));
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, value: 400 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, value: 600 });
});

describe('desktop Browser (StrictMode)', () => {
  it('picks two people in the dialog, removes one and confirms', async () => {
    const { onChange } = renderBrowser({ multiple: true });
    fireEvent.click(screen.getByTestId('browser-open'));
    const dialog = await screen.findByTestId('browser-dialog');
    await within(dialog).findAllByTestId('browser-row');
    fireEvent.click(within(dialog).getByText('Ann'));
    fireEvent.click(within(dialog).getByText('Bob'));
    expect(within(dialog).getByTestId('browser-selected-count')).toHaveTextContent('2/51 selected');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Ann' }));
    fireEvent.click(within(dialog).getByTestId('browser-ok'));
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ id: 'u2', name: 'Bob' })]);
  });

  it('reopens the kept dialog afresh: only the open dialog is found, the search box has the focus', async () => {
    const { services } = renderBrowser({ multiple: true });
    fireEvent.click(screen.getByTestId('browser-open'));
    const dialog = await screen.findByTestId('browser-dialog');
    await within(dialog).findAllByTestId('browser-row');
    fireEvent.change(within(dialog).getByPlaceholderText('Search by keyword'), { target: { value: 'cid' } });
    await waitFor(() => expect(within(dialog).getAllByTestId('browser-row')).toHaveLength(1));
    fireEvent.click(within(dialog).getByTestId('browser-cancel'));
    expect(screen.queryByTestId('browser-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('browser-open'));
    const again = await screen.findByTestId('browser-dialog');
    await waitFor(() => expect(within(again).getAllByTestId('browser-row')).toHaveLength(3));
    expect(within(again).getByPlaceholderText('Search by keyword')).toHaveValue('');
    expect(services.searched[services.searched.length - 1]).toBe('');
    await waitFor(() => expect(within(again).getByPlaceholderText('Search by keyword')).toHaveFocus());
  });

  it('is a modal dialog named by its title, with the focus in the search box', async () => {
    renderBrowser({ multiple: true });
    fireEvent.click(screen.getByTestId('browser-open'));
    const dialog = await screen.findByRole('dialog', { name: 'Select people' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByPlaceholderText('Search by keyword')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    renderBrowser({ multiple: true });
    const trigger = screen.getByTestId('browser-open');
    act(() => trigger.focus());
    fireEvent.click(trigger);
    const dialog = await screen.findByTestId('browser-dialog');
    fireEvent.keyDown(within(dialog).getByPlaceholderText('Search by keyword'), { key: 'Escape' });
    expect(screen.queryByTestId('browser-dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button and with a click on the mask', async () => {
    renderBrowser({ multiple: true });
    fireEvent.click(screen.getByTestId('browser-open'));
    const dialog = await screen.findByTestId('browser-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('browser-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('browser-open'));
    const again = await screen.findByTestId('browser-dialog');
    fireEvent.mouseDown(again);
    fireEvent.click(again);
    expect(screen.queryByTestId('browser-dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog: past the last control to the first and back', async () => {
    renderBrowser({ multiple: true });
    fireEvent.click(screen.getByTestId('browser-open'));
    const dialog = await screen.findByTestId('browser-dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const ok = within(dialog).getByTestId('browser-ok');
    act(() => ok.focus());
    expect(fireEvent.keyDown(ok, { key: 'Tab' })).toBe(false);
    expect(close).toHaveFocus();
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(ok).toHaveFocus();
    // in between, Tab is left to the browser
    const search = within(dialog).getByPlaceholderText('Search by keyword');
    act(() => search.focus());
    expect(fireEvent.keyDown(search, { key: 'Tab' })).toBe(true);
  });

  it('brings back the focus that leaves for the page behind', async () => {
    renderBrowser({ multiple: true });
    const trigger = screen.getByTestId('browser-open');
    fireEvent.click(trigger);
    const dialog = await screen.findByTestId('browser-dialog');
    const search = within(dialog).getByPlaceholderText('Search by keyword');
    await waitFor(() => expect(search).toHaveFocus());
    act(() => trigger.focus());
    expect(search).toHaveFocus();
  });

  it('picks with the keyboard: arrow down and Enter in single mode', async () => {
    const { onChange } = renderBrowser();
    fireEvent.click(screen.getByTestId('browser-open'));
    const list = await screen.findByTestId('browser-results');
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    fireEvent.keyDown(list, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ id: 'u2' })]);
  });

  it('searches with the typed keyword', async () => {
    const { services } = renderBrowser();
    fireEvent.click(screen.getByTestId('browser-open'));
    await screen.findByTestId('browser-results');
    fireEvent.change(screen.getByPlaceholderText('Search by keyword'), { target: { value: 'cid' } });
    await waitFor(() => expect(screen.getAllByTestId('browser-row')).toHaveLength(1));
    expect(services.searched).toContain('cid');
  });

  it('shows an error with retry instead of an empty list', async () => {
    renderBrowser({ fail: true });
    fireEvent.click(screen.getByTestId('browser-open'));
    expect(await screen.findByTestId('browser-retry')).toBeInTheDocument();
    expect(screen.getByTestId('browser-list-state')).toHaveAttribute('data-status', 'error');
  });

  it('read-only: shows the resolved names with no way to change them', async () => {
    renderBrowser({ readOnly: true, value: [{ id: 'u3', type: 'resource', name: '' }] });
    expect(await screen.findByText('Cid')).toBeInTheDocument();
    expect(screen.queryByTestId('browser-open')).toBeNull();
  });
});
