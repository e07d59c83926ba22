import { useState } from 'react';
import {
  commentTexts,
  commonPhrasesActors,
  commonPhrasesMachine,
  connectCommonPhrases,
  createPhraseService,
  type CommonPhrasesView,
} from '../../comment';
import { createApiClient, type ApiClientOptions } from '../../http';
import type { Platform } from '../../shared/platform';
import { useMachineView } from '../machine';

/** Props of `useCommonPhrases`; read once, when the widget mounts. */
export interface UseCommonPhrasesProps {
  platform: Platform;
  /** Module of the phrase calls (`share` by default). */
  module?: string;
  /** Base URL, headers or fetch of the calls. */
  api?: ApiClientOptions;
}

/** The user's common phrases: picker and editor with groups. */
export function useCommonPhrases(props: UseCommonPhrasesProps): CommonPhrasesView {
  const [implementations] = useState(() =>
    commonPhrasesActors(createPhraseService(createApiClient(props.api), props.module)),
  );
  return useMachineView(
    commonPhrasesMachine,
    { input: {}, platform: props.platform, messages: commentTexts, implementations },
    connectCommonPhrases,
  );
}
