import { useState } from 'react';
import {
  connectSecretLevel,
  createSecretLevelServices,
  secretLevelActors,
  secretLevelMachine,
  secretLevelTexts,
  type SecretLevelErrorKey,
  type SecretLevelFilter,
  type SecretLevelOption,
  type SecretLevelServices,
  type SecretLevelValue,
  type SecretLevelView,
} from '../../secret-level';
import type { Platform } from '../../shared/platform';
import { useActorEvent, useActorView, useMachineActor, useSyncToActor } from '../machine';

/** Props of both skins' `SecretLevelSelect`: a level plus its validity period (spec 5). */
export interface SecretLevelSkinProps {
  /** The value (controlled): `{ secretLevel, secretLevelValidity }`. */
  value?: SecretLevelValue;
  /** The initial value when uncontrolled. */
  defaultValue?: SecretLevelValue;
  /** Called with the new value and its spec 5 message key (null when valid). */
  onChange?: (value: SecretLevelValue, error: SecretLevelErrorKey | null) => void;
  /** The levels, given by the host (no fetch); followed when they change (new names show at once). */
  options?: readonly SecretLevelOption[];
  /** The employee whose levels are fetched (spec 6: second employee id header). */
  employeeId?: string;
  /** The suite module of the fetch. */
  module?: string;
  /** A chosen level needs its validity period (spec 5); overrides the module's setting (`querySecelInfo`). */
  required?: boolean;
  /**
   * The validity period's format (RegExp or source); overrides the module's (`querySecelInfo`).
   * With neither, a purely numeric period is refused.
   */
  pattern?: RegExp | string;
  /**
   * Keep only levels at or below, or at or above, a level (spec 5); without one, the levels at or
   * below the employee's own (`getResourceInfo4Component`).
   */
  filter?: SecretLevelFilter;
  /** The record whose level is edited (sent to `querySecelInfo`). */
  entityId?: string;
  /**
   * The field classifies an attachment: the attachment settings (`getAttSetting`) give its default
   * level, whether it may be changed and whether the period is required.
   */
  attachment?: boolean;
  /** Read the server's settings (default true unless read-only); the props above still win. */
  serverSettings?: boolean;
  /** Start from the option marked isDefault when the value has no level (default true). */
  useDefault?: boolean;
  /** Shows the value only. */
  readOnly?: boolean;
  /** Replaces the IO (tests, hosts with their own transport). */
  services?: Partial<SecretLevelServices>;
  /** Stable test id (default `secret-level`). */
  'data-testid'?: string;
}

/** A secret-level field's view model over core's secretLevel machine. */
export function useSecretLevel(props: SecretLevelSkinProps & { platform: Platform }): SecretLevelView {
  const { value, onChange, required, pattern, filter, readOnly, platform } = props;
  const [options] = useState(() => {
    const io = { ...createSecretLevelServices(), ...props.services };
    return {
      input: {
        value,
        defaultValue: props.defaultValue,
        options: props.options,
        filter,
        employeeId: props.employeeId,
        module: props.module,
        required,
        pattern,
        useDefault: props.useDefault,
        readOnly,
        entityId: props.entityId,
        attachment: props.attachment,
        serverSettings: props.serverSettings,
      },
      implementations: { actors: secretLevelActors(io) },
    };
  });
  const host = useMachineActor(secretLevelMachine, options);
  useActorEvent(host, 'change', (event) => onChange?.(event.value, event.error));
  useSyncToActor(host, value, (synced) => ({ type: 'VALUE.SYNC' as const, value: synced }));
  useSyncToActor(
    host,
    { required, pattern: pattern instanceof RegExp ? pattern.source : pattern, filter, readOnly },
    (next) => ({
      type: 'CONFIGURE' as const,
      rules: { required: next.required, pattern },
      filter: next.filter,
      readOnly: next.readOnly,
    }),
  );
  // the host's own levels are followed (their names after a language switch)
  useSyncToActor(host, props.options, (levels) =>
    levels ? { type: 'OPTIONS.SYNC' as const, options: levels } : null,
  );
  // another employee: fetch their levels (the first fetch already asked for the first one)
  useSyncToActor(host, props.employeeId, (employeeId) =>
    employeeId === host.getSnapshot().context.employeeId ? null : { type: 'RELOAD' as const, employeeId },
  );
  return useActorView(host, { platform, messages: secretLevelTexts }, connectSecretLevel);
}
