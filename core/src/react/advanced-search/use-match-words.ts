import { useState } from 'react';
import {
  advancedSearchTexts,
  connectMatchWords,
  createSearchServices,
  matchWordsActors,
  matchWordsMachine,
  type MatchWordsView,
} from '../../advanced-search';
import type { Platform } from '../../shared/platform';
import { useMachineView } from '../machine';
import type { AdvancedSearchProps } from './use-advanced-search';

/**
 * The user's personal match words (spec 6, 7): the list with its editor, and the words the
 * quick-search box offers. Calls go where the advanced search's go (module, fetch, headers).
 */
export function useMatchWords(
  props: Pick<AdvancedSearchProps, 'module' | 'conditionId' | 'fields' | 'fetch' | 'headers' | 'services'> & {
    platform: Platform;
  },
): MatchWordsView {
  const [implementations] = useState(() => {
    const io = {
      ...createSearchServices({
        module: props.module,
        mobile: props.platform === 'mobile',
        conditionId: props.conditionId,
        fields: props.fields,
        fetch: props.fetch,
        headers: props.headers,
      }),
      ...props.services,
    };
    return { actors: matchWordsActors(io) };
  });
  return useMachineView(
    matchWordsMachine,
    { input: undefined, platform: props.platform, messages: advancedSearchTexts, implementations },
    connectMatchWords,
  );
}
