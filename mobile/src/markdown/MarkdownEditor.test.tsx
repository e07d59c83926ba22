import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MarkdownEditor } from './MarkdownEditor';

const SAMPLE = '# Plan\n\n- [x] draft\n- [ ] review\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n';

describe('mobile MarkdownEditor', () => {
  it('shows the source and the preview as tabs, the preview with a table, tasks and contents', async () => {
    const onChange = jest.fn();
    render(
      <StrictMode>
        <MarkdownEditor defaultValue={SAMPLE} onChange={onChange} />
      </StrictMode>,
    );
    expect(screen.getByTestId('markdown-editor')).toHaveAttribute('data-layout', 'tabs');
    expect(screen.getByTestId('markdown-source')).toHaveValue(SAMPLE);
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: '预览' })));
    expect(screen.queryByTestId('markdown-source')).toBeNull();
    const preview = screen.getByTestId('markdown-preview');
    expect(preview.querySelectorAll('table td')).toHaveLength(2);
    expect(preview.querySelectorAll('input[type=checkbox]')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: '目录' }).querySelectorAll('a')).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: '编辑' })));
    const source = screen.getByTestId('markdown-source') as HTMLTextAreaElement;
    source.setSelectionRange(source.value.length, source.value.length);
    await act(async () => fireEvent.click(screen.getByTestId('markdown-action-bold')));
    expect(onChange).toHaveBeenLastCalledWith(`${SAMPLE}**文字**`);
  });
});
