import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { connectEnv } from '../shared/connect';
import { createMemoryStorage } from '../shared/storage';
import { createApiClient } from '../http';
import { connectComment } from './comment.connect';
import { commentActors, commentImplementations, commentMachine } from './comment.machine';
import { createCommentService, decryptComment } from './comment.service';
import type { CommentEntry, MentionUser } from './comment.types';
import { commentTexts } from './messages';

const entry = (id: string, patch: Partial<CommentEntry> = {}): CommentEntry => ({
  id,
  content: `comment ${id}`,
  desensitized: false,
  mentions: [],
  attachments: [],
  userId: 'u1',
  userName: '陈超',
  createTime: Date.UTC(2026, 10, 22, 8),
  upvotes: [],
  edited: false,
  ...patch,
});

const people: MentionUser[] = [{ userId: 'u2', userName: '吴超', description: '研发部' }];

function start(overrides: Record<string, unknown> = {}) {
  const saved: unknown[] = [];
  const actors = {
    loadPage: fromPromise(async ({ input }: { input: { page: number } }) =>
      input.page === 1
        ? {
            list: [entry('1'), entry('2', { desensitized: true, content: '***', userId: 'u9' })],
            hasMore: true,
            total: 3,
          }
        : { list: [entry('3')], hasMore: false, total: 3 },
    ),
    loadWords: fromPromise(async () => ['secret']),
    checkSensitive: fromPromise(async ({ input }: { input: { content: string } }) =>
      input.content.includes('forbidden') ? ['forbidden'] : [],
    ),
    saveComment: fromPromise(async ({ input }: { input: { draft: { content: string } } }) => {
      saved.push(input.draft);
      return entry('new', { content: input.draft.content });
    }),
    searchMentions: fromPromise(async () => people),
    decryptComment: fromPromise(async () => ({
      ok: true,
      content: 'the original',
      originContent: 'the original',
    })),
    upvoteComment: fromPromise(async ({ input }: { input: { id: string; up: boolean } }) =>
      entry(input.id, { upvotes: input.up ? [{ userId: 'u1', userName: '陈超' }] : [] }),
    ),
    ...overrides,
  };
  const actor = createActor(commentMachine.provide(commentImplementations(actors as never)), {
    clock: new SimulatedClock(),
    input: {
      target: { objectId: 'r1' },
      currentUser: { userId: 'u1', userName: '陈超' },
      storage: createMemoryStorage(),
    },
  }).start();
  const view = () =>
    connectComment(actor.getSnapshot(), actor.send, connectEnv(commentTexts, 'en_US', 'desktop'));
  return { actor, view, saved };
}

type Started = ReturnType<typeof start>['actor'];
/** A child actor of the comment machine (the composer, decrypt, highlight ... each run their part). */
const child = <K extends 'composer' | 'decrypt' | 'highlight'>(actor: Started, id: K) =>
  actor.getSnapshot().children[id]!;

const ready = async (actor: Started) => {
  await waitFor(actor, (s) => s.matches({ list: 'ready' }));
  await waitFor(child(actor, 'composer'), (s) => s.matches({ words: 'ready' }));
};

describe('commentMachine', () => {
  it('loads the first page with the spec 9 defaults and loads more on request', async () => {
    const { actor, view } = start();
    await ready(actor);
    expect(actor.getSnapshot().context.target).toEqual({
      objectId: 'r1',
      objectModule: 'bcw',
      module: 'share',
    });
    expect(view().more.visible).toBe(true);
    view().more.load();
    await waitFor(actor, (s) => s.context.page === 2);
    expect(view().groups.flatMap((g) => g.items.map((i) => i.id))).toEqual(['1', '2', '3']);
    expect(view().more.visible).toBe(false);
  });

  it('refreshes to the first page over the list it shows (pull to refresh), a failure kept under it', async () => {
    const { actor, view } = start();
    await ready(actor);
    view().more.load();
    await waitFor(actor, (s) => s.context.page === 2);
    view().refresh();
    expect(view().refreshing).toBe(true);
    expect(view().status).toBe('ready');
    expect(view().groups.flatMap((g) => g.items.map((i) => i.id))).toEqual(['1', '2', '3']);
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(view().refreshing).toBe(false);
    expect(view().groups.flatMap((g) => g.items.map((i) => i.id))).toEqual(['1', '2']);
    expect(view().more.visible).toBe(true);
  });

  it('keeps the list when a refresh fails', async () => {
    let fail = false;
    const { actor, view } = start({
      loadPage: fromPromise(async () => {
        if (fail) throw new Error('down');
        return { list: [entry('1')], hasMore: false, total: 1 };
      }),
    });
    await ready(actor);
    fail = true;
    view().refresh();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }) && s.context.moreError !== null);
    expect(view().status).toBe('ready');
    expect(view().groups.flatMap((g) => g.items.map((i) => i.id))).toEqual(['1']);
    expect(view().more.error).not.toBeNull();
  });

  it('shows the failure with a retry', async () => {
    let fail = true;
    const { actor, view } = start({
      loadPage: fromPromise(async () => {
        if (fail) throw new Error('down');
        return { list: [], hasMore: false, total: 0 };
      }),
    });
    await waitFor(actor, (s) => s.matches({ list: 'failed' }));
    expect(view().status).toBe('failed');
    fail = false;
    view().retry();
    await waitFor(actor, (s) => s.matches({ list: 'ready' }));
    expect(view().empty).toBe(true);
  });

  it('posts a comment with a picked mention and an emoji (shown as the emoji, stored as its code)', async () => {
    const { actor, view, saved } = start();
    await ready(actor);
    view().composer.change('hi @吴', 5);
    await waitFor(child(actor, 'composer'), () => view().mention.options.length > 0);
    expect(view().mention.open).toBe(true);
    view().mention.options[0]!.pick();
    expect(view().composer.text).toBe('hi @吴超 ');
    actor.send({ type: 'DRAFT.EMOJI', tag: 'em_15' });
    // the box shows the emoji as the picker does; the comment stores the spec's code
    expect(view().composer.text).toBe('hi @吴超 👍');
    expect(view().emoji.recent.map((e) => e.tag)).toEqual(['thumbsUp']);
    view().composer.submit();
    await waitFor(actor, (s) => s.context.comments[0]?.id === 'new');
    expect(child(actor, 'composer').getSnapshot().matches({ compose: 'idle' })).toBe(true);
    expect(saved).toEqual([
      {
        content: 'hi @吴超 [thumbsUp]',
        mentions: [{ userId: 'u2', userName: '吴超', atType: 'user' }],
        attachments: [],
      },
    ]);
    expect(view().composer.text).toBe('');
  });

  it('waits for attachments still uploading: nothing is posted without them', async () => {
    const { actor, view, saved } = start();
    await ready(actor);
    view().composer.change('see the file', 12);
    view().composer.setUploading(true);
    expect(view().composer).toMatchObject({ uploading: true, canSubmit: false });
    view().composer.submit();
    expect(child(actor, 'composer').getSnapshot().matches({ compose: 'idle' })).toBe(true);
    expect(saved).toEqual([]);
    view().composer.setAttachments([{ fileId: 'f1', name: 'notes.txt' } as never]);
    view().composer.setUploading(false);
    expect(view().composer.canSubmit).toBe(true);
    view().composer.submit();
    await waitFor(actor, () => saved.length === 1);
    expect(saved[0]).toMatchObject({ content: 'see the file', attachments: [{ name: 'notes.txt' }] });
  });

  it('a sensitive word of the user or of the server opens the highlight panel instead of posting', async () => {
    const { actor, view, saved } = start();
    await ready(actor);
    view().composer.change('a Secret here');
    expect(view().composer.liveWarning).toContain('secret');
    view().composer.submit();
    await waitFor(child(actor, 'highlight'), (s) => s.context.visible);
    expect(view().highlight.hits).toEqual([
      expect.objectContaining({ word: 'secret', match: 'Secret', before: 'a ', after: ' here' }),
    ]);
    view().highlight.close();
    expect(view().highlight.visible).toBe(false);
    view().composer.change('forbidden');
    view().composer.submit();
    await waitFor(child(actor, 'highlight'), (s) => s.context.visible);
    expect(view().highlight.hits[0]?.word).toBe('forbidden');
    expect(saved).toEqual([]);
  });

  it('decrypts a desensitised comment, or keeps the content and says so when that fails', async () => {
    const ok = start();
    await ready(ok.actor);
    const masked = () => ok.view().groups[0]!.items.find((i) => i.id === '2')!;
    expect(masked().masked).toBe(true);
    masked().decrypt!.run();
    await waitFor(child(ok.actor, 'decrypt'), (s) => s.matches('idle') && s.context.decrypted.includes('2'));
    expect(masked().masked).toBe(false);
    expect(masked().tokens).toEqual([{ kind: 'text', text: 'the original' }]);

    const bad = start({
      decryptComment: fromPromise(async () => ({ ok: false, content: '***', originContent: '***' })),
    });
    await ready(bad.actor);
    const item = () => bad.view().groups[0]!.items.find((i) => i.id === '2')!;
    item().decrypt!.run();
    await waitFor(child(bad.actor, 'decrypt'), (s) => s.context.decryptFailed.includes('2'));
    expect(item().masked).toBe(true);
    expect(item().tokens).toEqual([{ kind: 'text', text: '***' }]);
    expect(item().decrypt!.failed).toBe('Could not decrypt; the content shown is kept');
  });

  it('offers at most 3 actions then more, and toggles the upvote', async () => {
    const { actor, view } = start();
    await ready(actor);
    const own = () => view().groups[0]!.items[0]!;
    expect(own().menu.visible.map((a) => a.key)).toEqual(['reply', 'edit', 'viewLog']);
    expect(own().menu.more.map((a) => a.key)).toEqual(['copy', 'delete']);
    own().upvote.toggle();
    await waitFor(actor, () => own().upvote.active);
    expect(own().upvote.names).toBe('陈超 liked this');
  });
});

describe('decryptComment (spec 7, 8)', () => {
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );

  it('GETs decryptCommentById with the comment id under the module', async () => {
    const urls: string[] = [];
    const api = createApiClient({
      fetch: ((url: string) => {
        urls.push(url);
        return json({
          status: true,
          code: 200,
          msg: '',
          data: { content: 'plain', originContent: 'origin' },
        });
      }) as typeof fetch,
    });
    await expect(decryptComment(api, { id: '7', content: '***' })).resolves.toEqual({
      content: 'plain',
      originContent: 'origin',
    });
    await decryptComment(api, { id: '8', module: 'crm', content: '***' });
    expect(urls).toEqual([
      '/api/share/common/comment/decryptCommentById?commentId=7',
      '/api/crm/common/comment/decryptCommentById?commentId=8',
    ]);
  });

  it('logs the failure and keeps the original content', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = createApiClient({ fetch: (() => json({}, 500)) as unknown as typeof fetch });
    await expect(decryptComment(api, { id: '7', content: '***' })).resolves.toEqual({
      content: '***',
      originContent: '***',
    });
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('the service reads the sensitive check words from data.words or data.hits', async () => {
    const bodies: unknown[] = [];
    const api = createApiClient({
      fetch: ((url: string, init: RequestInit) => {
        bodies.push([url, JSON.parse(String(init.body))]);
        return json({ status: true, code: 200, msg: '', data: { hits: [{ word: 'x' }], words: ['y'] } });
      }) as typeof fetch,
    });
    const service = createCommentService(api);
    await expect(service.sensitiveCheck('hello', { module: 'm' })).resolves.toEqual(['y', 'x']);
    await service.sensitiveCheck('hello', {}, '/custom/check');
    expect(bodies).toEqual([
      ['/api/contentmoderation/sensitiveHelp', { module: 'm', content: 'hello' }],
      ['/custom/check', { content: 'hello' }],
    ]);
    expect(commentActors(service, { search: async () => [] }).actors.loadPage).toBeDefined();
  });
});
