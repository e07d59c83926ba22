/** @jest-environment jsdom */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { setLocale, withMessages } from '../../i18n';
import { commonMessages } from '../../i18n/catalogue/common';
import type { ConnectEnv } from '../../shared/connect';
import { useMachineView } from './use-machine-view';

const messages = withMessages(commonMessages);

const loader = setup({
  types: {
    input: {} as { start: number },
    context: {} as { count: number; loaded: string | null },
    events: {} as { type: 'INCREMENT' },
  },
  actors: { load: fromPromise<string>(() => Promise.reject(new Error('provide load'))) },
  delays: { TICK: 20 },
}).createMachine({
  context: ({ input }) => ({ count: input.start, loaded: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ loaded: ({ event }) => event.output }) },
      },
    },
    ready: {
      after: { TICK: 'ticked' },
      on: { INCREMENT: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
    },
    ticked: {
      on: { INCREMENT: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
    },
  },
});

function connectLoader(
  snapshot: SnapshotFrom<typeof loader>,
  send: (event: { type: 'INCREMENT' }) => void,
  env: ConnectEnv,
) {
  return {
    status: String(snapshot.value),
    count: snapshot.context.count,
    loaded: snapshot.context.loaded,
    label: env.t(snapshot.matches('loading') ? 'common.loading' : 'common.ok'),
    platform: env.platform,
    increment: () => send({ type: 'INCREMENT' }),
  };
}

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

describe('useMachineView', () => {
  afterEach(() => act(() => setLocale('zh_CN')));

  it('survives StrictMode: invoked work and delays run on the remounted actor', async () => {
    const load = jest.fn(async () => 'data');
    const { result } = renderHook(
      () =>
        useMachineView(
          loader,
          {
            input: { start: 1 },
            platform: 'mobile',
            messages,
            implementations: { actors: { load: fromPromise(load) } },
          },
          connectLoader,
        ),
      { wrapper: strict },
    );
    await waitFor(() => expect(result.current.status).toBe('ticked'));
    expect(result.current.loaded).toBe('data');
    expect(result.current.platform).toBe('mobile');
    act(() => result.current.increment());
    expect(result.current.count).toBe(2);
  });

  it('re-connects on a locale switch, with no global read in connect', async () => {
    function Probe() {
      const view = useMachineView(
        loader,
        {
          input: { start: 0 },
          platform: 'desktop',
          messages,
          implementations: { actors: { load: fromPromise(async () => 'x') } },
        },
        connectLoader,
      );
      return <span data-testid="label">{view.label}</span>;
    }
    render(<Probe />, { wrapper: strict });
    await waitFor(() => expect(screen.getByTestId('label').textContent).toBe('确定'));
    act(() => setLocale('en_US'));
    expect(screen.getByTestId('label').textContent).toBe('OK');
  });

  it('drops events sent after unmount instead of reviving a stopped actor', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { result, unmount } = renderHook(
      () =>
        useMachineView(
          loader,
          {
            input: { start: 5 },
            platform: 'desktop',
            messages,
            implementations: { actors: { load: fromPromise(async () => 'x') } },
          },
          connectLoader,
        ),
      { wrapper: strict },
    );
    await waitFor(() => expect(result.current.status).not.toBe('loading'));
    const increment = result.current.increment;
    unmount();
    increment();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
