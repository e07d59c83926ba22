import { assign, emit, fromPromise, setup } from 'xstate';
import type { CityPickerContext, CityPickerEvent, CityPickerInput, CitySource } from './city-picker.types';

/**
 * The city picker: loads the divisions (a lazy chunk) once, retries on failure, and keeps the
 * chosen code and the search keyword. A code set before the data arrives is kept.
 */
export const cityPickerMachine = setup({
  types: {
    input: {} as CityPickerInput,
    context: {} as CityPickerContext,
    events: {} as CityPickerEvent,
    emitted: {} as { type: 'change'; code: string | null },
  },
  actors: {
    loadCities: fromPromise<CitySource>(() => Promise.reject(new Error('provide the loadCities actor'))),
  },
}).createMachine({
  id: 'cityPicker',
  context: ({ input }) => ({
    level: input.level ?? 'district',
    value: input.value ?? null,
    keyword: '',
    source: null,
  }),
  initial: 'loading',
  on: {
    SEARCH: { actions: assign({ keyword: ({ event }) => event.keyword }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadCities',
        onDone: { target: 'ready', actions: assign({ source: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        SELECT: {
          actions: [
            assign({ value: ({ event }) => event.code, keyword: '' }),
            emit(({ event }) => ({ type: 'change' as const, code: event.code })),
          ],
        },
      },
    },
  },
});
