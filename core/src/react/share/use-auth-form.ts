import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  authFormMachine,
  connectAuthForm,
  createShareApi,
  shareTexts,
  type AuthFormData,
  type AuthFormView,
  type ShareMatrixItem,
} from '../../share';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor } from '../machine';
import type { AuthFormProps } from './share.props';

/** The auth form's view model (add or edit a share) over core's `authFormMachine`. */
export function useAuthForm(props: AuthFormProps & { platform: Platform }): AuthFormView {
  const [options] = useState(() => {
    const io = { ...createShareApi({ context: props.shareContext }), ...props.services };
    return {
      input: { platform: props.platform, mode: props.mode, id: props.id },
      implementations: {
        actors: {
          loadForm: fromPromise<AuthFormData, { mode: 'add' | 'edit'; id: string | null }>(
            ({ input, signal }) => io.formQuery(input, signal),
          ),
          loadMatrixItems: fromPromise<ShareMatrixItem[], { matrixId: string }>(({ input, signal }) =>
            io.matrixItems(input, signal),
          ),
          saveShare: fromPromise<void, { params: Record<string, unknown> }>(({ input, signal }) =>
            io.add(input.params, signal),
          ),
        },
      },
    };
  });
  const host = useMachineActor(authFormMachine, options);
  useActorEvent(host, 'saved', () => props.onSaved?.());
  return useActorView(host, { platform: props.platform, messages: shareTexts }, connectAuthForm);
}
