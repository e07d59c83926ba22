import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { MarkdownEditor, type MarkdownEditorProps } from './MarkdownEditor';

const SAMPLE = '# Plan\n\n## Tasks\n\n- [x] draft\n- [ ] review\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n';

function mount(props: MarkdownEditorProps) {
  return render(
    <StrictMode>
      <SuiteConfigProvider>
        <MarkdownEditor {...props} />
      </SuiteConfigProvider>
    </StrictMode>,
  );
}

describe('desktop MarkdownEditor', () => {
  it('shows source and preview side by side, with a table, a task list and the contents', () => {
    mount({ defaultValue: SAMPLE });
    expect(screen.getByTestId('markdown-editor')).toHaveAttribute('data-layout', 'split');
    expect(screen.getByTestId('markdown-source')).toHaveValue(SAMPLE);
    const preview = screen.getByTestId('markdown-preview');
    expect(preview.querySelectorAll('table td')).toHaveLength(2);
    expect(preview.querySelectorAll('input[type=checkbox]:checked')).toHaveLength(1);
    const toc = screen.getByRole('navigation', { name: '目录' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Plan', 'Tasks']);
    expect(within(toc).getByRole('link', { name: 'Plan' }).getAttribute('href')).toBe(
      `#${preview.querySelector('h1')?.id}`,
    );
  });

  it('writes syntax from the toolbar and re-renders the preview', async () => {
    const onChange = jest.fn();
    mount({ defaultValue: '', onChange });
    await act(async () => fireEvent.click(screen.getByTestId('markdown-action-table')));
    const written = onChange.mock.calls.at(-1)?.[0] as string;
    expect(written).toMatch(/^\| .+ \|\n\| --- \| --- \|/);
    expect(screen.getByTestId('markdown-preview').querySelector('table')).not.toBeNull();
    await act(async () =>
      fireEvent.change(screen.getByTestId('markdown-source'), {
        target: { value: '<img src=x onerror="window.__xss=1"> [x](javascript:alert(1))' },
      }),
    );
    const preview = screen.getByTestId('markdown-preview');
    expect(preview.innerHTML).not.toMatch(/onerror|href="javascript/i);
  });

  it('shows only the preview when read-only', () => {
    mount({ defaultValue: SAMPLE, readOnly: true });
    expect(screen.queryByTestId('markdown-source')).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByTestId('markdown-preview').querySelector('h1')).toHaveTextContent('Plan');
  });
});
