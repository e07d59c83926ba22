import { useState } from 'react';
import {
  authFormActors,
  authFormMachine,
  connectAuthForm,
  createShareServices,
  shareTexts,
  type AuthFormView,
} from '../../share';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor } from '../machine';
import type { AuthFormProps } from './share.props';

/** The auth form's view model (add or edit a share) over core's `authFormMachine`. */
export function useAuthForm(props: AuthFormProps & { platform: Platform }): AuthFormView {
  const [options] = useState(() => {
    const io = { ...createShareServices({ context: props.shareContext }), ...props.services };
    return {
      input: { platform: props.platform, mode: props.mode, id: props.id },
      implementations: { actors: authFormActors(io) },
    };
  });
  const host = useMachineActor(authFormMachine, options);
  useActorEvent(host, 'saved', () => props.onSaved?.());
  return useActorView(host, { platform: props.platform, messages: shareTexts }, connectAuthForm);
}
