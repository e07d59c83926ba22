import { createMemoryStorage } from '@suite-ui/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Comment } from './Comment';

const comments = [
  {
    id: 'c1',
    content: '@吴超 看看 [smile] <img src=x onerror=alert(1)>',
    userMentions: [{ userId: 'u2', userName: '吴超', atType: 'user' }],
    userId: 'u1',
    userName: '陈超磊',
    createTime: Date.UTC(2026, 10, 20, 2),
    upvotes: [],
  },
  {
    id: 'c2',
    content: '***',
    desensitization: 1,
    userId: 'u3',
    userName: '李杰',
    createTime: Date.UTC(2026, 10, 19, 2),
  },
];

/** A fake backend: jsdom has no Response, so answers are Response-like. */
function fakeFetch() {
  const calls: string[] = [];
  const fetch = (async (url: string) => {
    calls.push(url);
    const data = url.includes('/comment/list')
      ? { list: comments, hasMore: false, total: 2 }
      : url.includes('sensitiveWords')
        ? { words: ['机密'] }
        : url.includes('decryptCommentById')
          ? { content: '原文 128 万', originContent: '原文 128 万' }
          : url.includes('sensitiveHelp')
            ? { hits: [] }
            : {};
    return { ok: true, status: 200, json: async () => ({ status: true, code: 200, msg: '', data }) };
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

async function mount() {
  const server = fakeFetch();
  globalThis.fetch = server.fetch;
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <Comment
          target={{ objectId: 'r1' }}
          currentUser={{ userId: 'u1', userName: '陈超磊' }}
          api={{ fetch: server.fetch }}
          storage={createMemoryStorage()}
        />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  await screen.findByTestId('comment-item-c1');
  return server;
}

describe('mobile Comment', () => {
  it('renders mentions, emoji and untrusted text as text, with at most 3 actions then more', async () => {
    await mount();
    const item = screen.getByTestId('comment-item-c1');
    expect(within(item).getByTestId('comment-mention').textContent).toBe('@吴超');
    expect(within(item).getByTestId('comment-emoji').getAttribute('data-tag')).toBe('smile');
    expect(item.querySelector('img[onerror]')).toBeNull();
    expect(within(item).getByTestId('comment-content').textContent).toContain('<img src=x onerror=alert(1)>');
    expect(within(item).getAllByRole('button', { name: /^(回复|编辑|查看日志)$/ })).toHaveLength(3);
    expect(within(item).getByTestId('comment-action-more')).toBeTruthy();
  });

  it('decrypts a desensitised comment through decryptCommentById', async () => {
    const server = await mount();
    const item = screen.getByTestId('comment-item-c2');
    fireEvent.click(within(item).getByTestId('comment-decrypt'));
    await waitFor(() => expect(within(item).getByTestId('comment-content').textContent).toBe('原文 128 万'));
    expect(server.calls.some((url) => url.includes('decryptCommentById?commentId=c2'))).toBe(true);
  });

  it('opens the highlight panel on a sensitive word instead of posting', async () => {
    const server = await mount();
    await waitFor(() => expect(server.calls.some((url) => url.includes('sensitiveWords'))).toBe(true));
    // antd-mobile puts the test id on the textarea's wrapper
    const input = screen.getByTestId('comment-input').querySelector('textarea')!;
    act(() => void fireEvent.change(input, { target: { value: '这是机密' } }));
    expect(screen.getByTestId('comment-live-warning').textContent).toContain('机密');
    fireEvent.click(screen.getByTestId('comment-submit'));
    const panel = await screen.findByTestId('comment-highlight');
    expect(panel.querySelector('mark')?.textContent).toBe('机密');
    expect(server.calls.some((url) => url.includes('/comment/save'))).toBe(false);
  });
});
