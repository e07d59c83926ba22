import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../http';
import { translate } from '../i18n';
import { connectMatchWords } from './match-words.connect';
import { MATCH_WORDS_MAX, addMatchWord, matchWordSuggestions, parseMatchWords } from './match-words.logic';
import { matchWordsMachine } from './match-words.machine';
import './messages';

const env = {
  locale: 'en_US' as const,
  platform: 'desktop' as const,
  t: (k: never, p?: never) => translate('en_US', k, p),
};

describe('match words rules', () => {
  it.each([
    ['  gamma ', { ok: true, words: ['alpha', 'beta', 'gamma'] }],
    ['   ', { ok: false, problem: 'empty' }],
    ['beta', { ok: false, problem: 'duplicate' }],
    ['x'.repeat(51), { ok: false, problem: 'tooLong' }],
    ['长'.repeat(50), { ok: true, words: ['alpha', 'beta', '长'.repeat(50)] }],
  ])('adds %j', (raw, expected) => {
    expect(addMatchWord(['alpha', 'beta'], raw)).toEqual(expected);
  });

  it('refuses a word past the list size', () => {
    const full = Array.from({ length: MATCH_WORDS_MAX }, (_, i) => `w${i}`);
    expect(addMatchWord(full, 'more')).toEqual({ ok: false, problem: 'full' });
  });

  it('reads an untrusted answer: strings only, trimmed, each once', () => {
    expect(parseMatchWords(['a', ' a ', 3, null, '', 'b', 'x'.repeat(99)])).toEqual(['a', 'b']);
  });

  it('offers every word for an empty box, else those containing the keyword (any case), not itself', () => {
    const words = ['Contract', 'contract 2024', 'Customer', 'cost'];
    expect(matchWordSuggestions(words, '')).toEqual(words);
    expect(matchWordSuggestions(words, 'CONTRACT')).toEqual(['contract 2024']);
    expect(matchWordSuggestions(words, 'cu')).toEqual(['Customer']);
    expect(
      matchWordSuggestions(
        Array.from({ length: 20 }, (_, i) => `w${i}`),
        'w',
      ),
    ).toHaveLength(8);
  });
});

function start(options: { load?: () => Promise<string[]>; save?: (words: string[]) => Promise<void> } = {}) {
  const saved: string[][] = [];
  const machine = matchWordsMachine.provide({
    actors: {
      loadWords: fromPromise<string[]>(options.load ?? (async () => ['alpha'])),
      saveWords: fromPromise<void, { words: string[] }>(async ({ input }) => {
        saved.push(input.words);
        await options.save?.(input.words);
      }),
    },
  });
  const actor = createActor(machine).start();
  const view = () => connectMatchWords(actor.getSnapshot(), actor.send, env);
  return { actor, view, saved };
}

describe('matchWordsMachine', () => {
  it('loads the list, adds a typed word and removes one, saving the whole list each time', async () => {
    const m = start();
    await waitFor(m.actor, (s) => s.matches('ready'));
    expect(m.view().words.map((w) => w.word)).toEqual(['alpha']);
    m.view().input.set(' beta ');
    m.view().input.add();
    expect(m.view().saving).toBe(true);
    await waitFor(m.actor, (s) => s.matches('ready'));
    expect(m.view().input.value).toBe('');
    m.view().words[0]?.remove();
    await waitFor(m.actor, (s) => s.matches('ready'));
    expect(m.saved).toEqual([['alpha', 'beta'], ['beta']]);
    expect(m.view().countText).toBe('1/100');
    expect(m.view().suggest('')).toEqual(['beta']);
  });

  it('says why a word is not added and sends nothing', async () => {
    const m = start();
    await waitFor(m.actor, (s) => s.matches('ready'));
    m.view().input.set('alpha');
    m.view().input.add();
    expect(m.view().input.problem).toBe('This match word is already in the list');
    m.view().input.set('alphabet');
    expect(m.view().input.problem).toBeNull();
    expect(m.saved).toEqual([]);
  });

  it('a refused save shows the list the server keeps and the server’s reason', async () => {
    const m = start({
      save: () =>
        Promise.reject(new ApiError('server', 'refused', { url: '/x', code: 400, msg: 'too many words' })),
    });
    await waitFor(m.actor, (s) => s.matches('ready'));
    m.view().input.set('beta');
    m.view().input.add();
    await waitFor(m.actor, (s) => s.matches('ready') && s.context.failure !== null);
    expect(m.view().words.map((w) => w.word)).toEqual(['alpha']);
    expect(m.view().error).toContain('too many words');
  });

  it('a failed load offers retry', async () => {
    let calls = 0;
    const m = start({
      load: async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return ['alpha'];
      },
    });
    await waitFor(m.actor, (s) => s.matches('failure'));
    expect(m.view().status).toBe('error');
    expect(m.view().error).not.toContain('Failed to fetch');
    m.view().retry();
    await waitFor(m.actor, (s) => s.matches('ready'));
    expect(m.view().words).toHaveLength(1);
  });
});
