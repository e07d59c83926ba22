/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { setLocale } from '../../i18n';
import { XSS_MARKDOWN_VECTORS } from '../../rich-text/xss-vectors';
import { useMarkdownEditor, type MarkdownEditorView, type MarkdownEditorProps } from './use-markdown';

const SAMPLE = '# Plan\n\n## Tasks\n\n- [x] draft\n- [ ] review\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n';

/** The hook under StrictMode with a source textarea, as a skin mounts it. */
function mount(props: MarkdownEditorProps, platform: 'desktop' | 'mobile' = 'desktop') {
  const latest: { api: MarkdownEditorView | null } = { api: null };
  function Host(hostProps: MarkdownEditorProps) {
    const md = useMarkdownEditor(hostProps, platform);
    latest.api = md;
    return (
      <>
        <textarea
          data-testid="source"
          ref={md.registerTextArea}
          value={md.text}
          onChange={(e) => md.change(e.target.value)}
        />
        <div data-testid="preview" dangerouslySetInnerHTML={{ __html: md.html }} />
      </>
    );
  }
  const view = render(
    <StrictMode>
      <Host {...props} />
    </StrictMode>,
  );
  const api = () => {
    if (!latest.api) throw new Error('not rendered');
    return latest.api;
  };
  const rerender = (next: MarkdownEditorProps) =>
    view.rerender(
      <StrictMode>
        <Host {...next} />
      </StrictMode>,
    );
  return { api, rerender };
}

describe('useMarkdownEditor', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('renders a table and a task list, and lists the headings', () => {
    const { api } = mount({ defaultValue: SAMPLE });
    const preview = screen.getByTestId('preview');
    expect(preview.querySelectorAll('table td')).toHaveLength(2);
    expect(preview.querySelectorAll('input[type=checkbox]')).toHaveLength(2);
    expect(preview.querySelectorAll('input[type=checkbox]:checked')).toHaveLength(1);
    expect(api().toc.map((entry) => [entry.level, entry.text])).toEqual([
      [1, 'Plan'],
      [2, 'Tasks'],
    ]);
    expect(preview.querySelector(`#${api().toc[0]?.id}`)).toHaveTextContent('Plan');
    expect(api().layout).toBe('split');
  });

  it('shows tabs on mobile and switches between them', () => {
    const { api } = mount({ defaultValue: SAMPLE }, 'mobile');
    expect(api().layout).toBe('tabs');
    expect(api().tab).toBe('source');
    act(() => api().showTab('preview'));
    expect(api().tab).toBe('preview');
  });

  it('wraps the selection in bold from the toolbar, reports the change and restores the selection', () => {
    const onChange = jest.fn();
    const { api } = mount({ defaultValue: 'make this strong', onChange });
    const source = screen.getByTestId('source') as HTMLTextAreaElement;
    source.setSelectionRange(10, 16);
    act(() =>
      api()
        .actions.find((a) => a.action === 'bold')
        ?.run(),
    );
    expect(api().text).toBe('make this **strong**');
    expect(onChange).toHaveBeenLastCalledWith('make this **strong**');
    expect(source.value.slice(source.selectionStart, source.selectionEnd)).toBe('strong');
  });

  it('follows a controlled value and relabels on a locale switch', () => {
    const { api, rerender } = mount({ value: 'one' });
    rerender({ value: '# two' });
    expect(api().text).toBe('# two');
    expect(api().tabs.map((tab) => tab.label)).toEqual(['编辑', '预览']);
    act(() => setLocale('en_US'));
    expect(api().tabs.map((tab) => tab.label)).toEqual(['Write', 'Preview']);
  });

  it('has no actions when read-only', () => {
    const { api } = mount({ defaultValue: SAMPLE, readOnly: true });
    expect(api().readOnly).toBe(true);
    expect(api().actions).toEqual([]);
  });

  it('neutralises hostile markdown in the preview', () => {
    mount({ defaultValue: XSS_MARKDOWN_VECTORS.map((v) => v.html).join('\n\n') });
    const preview = screen.getByTestId('preview');
    expect(preview.querySelectorAll('script, iframe, svg, object, embed')).toHaveLength(0);
    const risky = Array.from(preview.querySelectorAll('*')).flatMap((element) =>
      Array.from(element.attributes)
        .filter((a) => /^on/i.test(a.name) || /^\s*(javascript|vbscript|data:text)/i.test(a.value))
        .map((a) => `${element.localName} ${a.name}`),
    );
    expect(risky).toEqual([]);
    // the links are there, without their hostile targets
    expect(preview.querySelector('a')).not.toHaveAttribute('href');
  });
});
