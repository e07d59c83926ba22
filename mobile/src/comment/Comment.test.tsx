import { createMemoryStorage } from '@suite-ui/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { SuiteConfigProvider } from '../config-provider';
import { Comment } from './Comment';

// Answers by call name; jsdom has no Response, so they are Response-like.
const answers: Record<string, unknown> = {
  list: {
    list: [
      {
        id: 'm1',
        content: '我的评论 [em_15]',
        userId: 'u1',
        userName: '陈超磊',
        createTime: 1_763_600_000_000,
      },
      {
        id: 'm2',
        content: '***',
        desensitization: 1,
        userId: 'u3',
        userName: '李杰',
        createTime: 1_763_500_000_000,
      },
    ],
    hasMore: true,
    total: 12,
  },
  sensitiveWords: { words: ['secret'] },
  sensitiveHelp: { hits: [] },
};

const calls: string[] = [];
const fetchFake = (async (url: string) => {
  calls.push(url);
  const name = Object.keys(answers).find((key) => url.includes(key));
  const data = name ? answers[name] : {};
  return { ok: true, status: 200, json: async () => ({ status: true, code: 200, msg: '', data }) };
}) as unknown as typeof fetch;

beforeEach(async () => {
  globalThis.fetch = fetchFake;
  render(
    <StrictMode>
      <SuiteConfigProvider>
        <Comment
          target={{ objectId: 'r2', module: 'crm' }}
          currentUser={{ userId: 'u1', userName: '陈超磊' }}
          api={{ fetch: fetchFake }}
          storage={createMemoryStorage()}
        />
      </SuiteConfigProvider>
    </StrictMode>,
  );
  await screen.findByTestId('comment-item-m1');
});

describe('mobile Comment', () => {
  it('asks the module’s calls, resolves legacy emoji names and offers load more', () => {
    expect(
      calls.some((url) => url.startsWith('/api/crm/common/comment/list?objectId=r2&objectModule=bcw')),
    ).toBe(true);
    expect(screen.getByTestId('comment-item-m1').querySelector('[data-tag="thumbsUp"]')).not.toBeNull();
    expect(screen.getByTestId('comment-more')).toBeTruthy();
    expect(within(screen.getByTestId('comment-item-m2')).getByTestId('comment-decrypt')).toBeTruthy();
  });

  it('puts the author’s fourth and fifth actions in the action sheet', async () => {
    const own = screen.getByTestId('comment-item-m1');
    expect(within(own).getAllByRole('button', { name: /^(回复|编辑|查看日志)$/ })).toHaveLength(3);
    fireEvent.click(within(own).getByTestId('comment-action-more'));
    await waitFor(() => expect(screen.getByTestId('comment-action-delete')).toBeTruthy());
  });

  it('a sensitive word opens the bottom highlight panel', async () => {
    const input = screen.getByTestId('comment-input').querySelector('textarea')!;
    fireEvent.change(input, { target: { value: 'top SECRET plan' } });
    fireEvent.click(screen.getByTestId('comment-submit'));
    const panel = await screen.findByTestId('comment-highlight');
    expect(panel.querySelector('mark')?.textContent).toBe('SECRET');
  });
});
