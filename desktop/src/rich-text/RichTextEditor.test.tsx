import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
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
      <SuiteConfigProvider>
        <RichTextEditor {...props} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
}

const button = (name: string) => screen.getByTestId(`rich-text-button-${name}`);
const content = () => screen.getByTestId('rich-text-content');

describe('desktop RichTextEditor', () => {
  it('shows the full toolbar with Maximize, and maximizes and restores', async () => {
    mount({ defaultValue: '<p>hello</p>' });
    const editor = screen.getByTestId('rich-text-editor');
    expect(editor).toHaveAttribute('data-mode', 'full');
    expect(within(screen.getByRole('toolbar')).getByRole('button', { name: '加粗' })).toBeInTheDocument();
    await act(async () => fireEvent.click(button('Maximize')));
    expect(editor).toHaveAttribute('data-maximized', 'true');
    expect(button('Maximize')).toHaveAttribute('aria-label', '还原');
    await act(async () => fireEvent.click(button('Maximize')));
    expect(editor).not.toHaveAttribute('data-maximized');
  });

  it('keeps a simple toolbar simple, without Source in a public deployment, with the wrapped placeholder', async () => {
    mount({ buttons: ['Bold', 'Italic', 'Link'], publicDeployment: true, placeholder: '第一行\n第二行' });
    expect(screen.getByTestId('rich-text-editor')).toHaveAttribute('data-mode', 'simple');
    expect(screen.queryByTestId('rich-text-button-Source')).toBeNull();
    const placeholder = await screen.findByTestId('rich-text-placeholder');
    expect(placeholder).toHaveAttribute('data-wrapped', 'true');
    expect(placeholder).toHaveTextContent('第一行 第二行');
  });

  it('turns bold on from the toolbar (a pressed toggle)', async () => {
    mount({ defaultValue: '<p>hello</p>' });
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(button('Bold')));
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a 101-row table, then inserts a 2 by 3 table', async () => {
    const onChange = jest.fn();
    mount({ defaultValue: '<p>x</p>', onChange });
    await act(async () => fireEvent.click(button('Table')));
    const dialog = await screen.findByTestId('rich-text-table-dialog');
    const rows = within(dialog).getByTestId('rich-text-table-rows');
    const cols = within(dialog).getByTestId('rich-text-table-cols');
    const ok = () => screen.getByRole('button', { name: /确\s*定/ });
    await act(async () => fireEvent.change(rows, { target: { value: '101' } }));
    await act(async () => fireEvent.click(ok()));
    expect(await screen.findByTestId('rich-text-table-error')).toHaveTextContent('100');
    await act(async () => fireEvent.change(rows, { target: { value: '2' } }));
    await act(async () => fireEvent.change(cols, { target: { value: '3' } }));
    await act(async () => fireEvent.click(ok()));
    await waitFor(() => expect(content().querySelectorAll('td')).toHaveLength(6));
    expect(onChange.mock.calls.at(-1)?.[0]).toContain('<table');
  });

  it('pastes hostile HTML as clean document content', async () => {
    const onChange = jest.fn();
    mount({ defaultValue: '<p>start</p>', onChange });
    const data = {
      types: ['text/html', 'text/plain'],
      getData: (type: string) =>
        type === 'text/html'
          ? '<p>from <i>Word</i></p><img src=x onerror="window.__xss=1"><script>1</script>'
          : 'x',
    };
    await act(async () => fireEvent.paste(content(), { clipboardData: data }));
    await waitFor(() => expect(content()).toHaveTextContent('from Word'));
    expect(content().innerHTML).not.toMatch(/onerror|<script/);
    expect(onChange.mock.calls.at(-1)?.[0]).toContain('<em>Word</em>');
  });

  it('is a read-only view on request: no toolbar, nothing editable', () => {
    mount({ defaultValue: '<p><strong>saved</strong></p>', readOnly: true });
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(content()).toHaveAttribute('contenteditable', 'false');
    expect(content().querySelector('strong')).toHaveTextContent('saved');
  });
});
