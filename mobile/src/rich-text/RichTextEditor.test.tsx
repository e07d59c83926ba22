import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

// jsdom has no isContentEditable, which slate-react asks before it hands an event to the editor
if (!('isContentEditable' in HTMLElement.prototype))
  Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
    get(this: HTMLElement) {
      return this.closest('[contenteditable="true"]') !== null;
    },
  });

function mount(props: RichTextEditorProps = {}) {
  return render(
    <StrictMode>
      <RichTextEditor {...props} />
    </StrictMode>,
  );
}

const button = (name: string) => screen.getByTestId(`rich-text-button-${name}`);
const content = () => screen.getByTestId('rich-text-content');

describe('mobile RichTextEditor', () => {
  it('has the compact toolbar without Maximize', () => {
    mount({ defaultValue: '<p>hello</p>' });
    expect(screen.getByTestId('rich-text-editor')).toHaveAttribute('data-mode', 'full');
    expect(screen.queryByTestId('rich-text-button-Maximize')).toBeNull();
    expect(screen.getByRole('button', { name: '加粗' })).toBeInTheDocument();
  });

  it('turns bold on from the toolbar', async () => {
    const onChange = jest.fn();
    mount({ defaultValue: '<p>hello</p>', onChange });
    await act(async () => fireEvent.click(button('Bold')));
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a 101-row table in the sheet, then inserts a 2 by 3 table', async () => {
    mount({ defaultValue: '<p>x</p>' });
    await act(async () => fireEvent.click(button('Table')));
    const dialog = await screen.findByTestId('rich-text-table-dialog');
    const input = (id: string) =>
      dialog.querySelector(`[data-testid="${id}"] input, input[data-testid="${id}"]`);
    const rows = input('rich-text-table-rows');
    const cols = input('rich-text-table-cols');
    if (!rows || !cols) throw new Error('no table inputs');
    const ok = () => screen.getByRole('button', { name: /确\s*定/ });
    await act(async () => fireEvent.change(rows, { target: { value: '101' } }));
    await act(async () => fireEvent.click(ok()));
    expect(await screen.findByTestId('rich-text-table-error')).toHaveTextContent('100');
    await act(async () => fireEvent.change(rows, { target: { value: '2' } }));
    await act(async () => fireEvent.change(cols, { target: { value: '3' } }));
    await act(async () => fireEvent.click(ok()));
    await waitFor(() => expect(content().querySelectorAll('td')).toHaveLength(6));
  });

  it('pastes hostile HTML as clean content', async () => {
    mount({ defaultValue: '<p>start</p>' });
    const data = {
      types: ['text/html'],
      getData: (type: string) =>
        type === 'text/html' ? '<p>web <b>page</b></p><svg onload="window.__xss=1"></svg>' : '',
    };
    await act(async () => fireEvent.paste(content(), { clipboardData: data }));
    await waitFor(() => expect(content()).toHaveTextContent('web page'));
    expect(content().innerHTML).not.toMatch(/onload|<svg/);
  });

  it('is read-only on request', () => {
    mount({ defaultValue: '<p>saved</p>', readOnly: true });
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(content()).toHaveAttribute('contenteditable', 'false');
  });
});
