import { useEffect, useRef, useState } from 'react';
import {
  browserActors,
  browserMachine,
  browserTexts,
  connectBrowser,
  createBrowserServices,
  embeddedBrowserCallbackError,
  type BrowserServices,
  type BrowserView,
} from '../../browser';
import type { Platform } from '../../shared/platform';
import { useActorView, useMachineActor } from '../machine';
import type { BrowserProps } from './browser.props';

/** A browser field's view model: the value's tags, suggestions and the picker dialog. */
export function useBrowser(props: BrowserProps & { platform: Platform }): BrowserView {
  const { platform, value, onChange } = props;
  const [options] = useState(() => {
    const http = createBrowserServices({
      module: props.module ?? 'hrm',
      type: props.type,
      mobile: platform === 'mobile',
      appId: props.appId,
      runtimeApp: props.runtimeApp,
      params: props.params,
    });
    const io: BrowserServices = { ...http, ...props.services };
    return {
      io,
      input: {
        type: props.type,
        multiple: props.multiple,
        maxCount: props.maxCount,
        formSecretLevel: props.formSecretLevel,
        value: props.value,
        tabs: props.tabs,
        rowType: props.rowType,
        readOnly: props.readOnly,
        wrap: props.wrap,
        associative: props.associative,
        searchDebounceMs: props.searchDebounceMs,
        permissionCheck: props.permissionCheck,
        serverProps: props.serverProps,
        // spec 7: dataCondition is a desktop call, so the condition form is too
        conditionFilter: props.conditionFilter === true && platform !== 'mobile',
        detailLink: props.detailLink,
      },
      implementations: {
        actors: browserActors(io),
      },
    };
  });
  const host = useMachineActor(browserMachine, options);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => host.on('change', (event) => latest.current?.(event.value)), [host]);
  // history is best effort: a failed write never bothers the user
  useEffect(
    () => host.on('history', (event) => void options.io.addHistory(event.ids).catch(() => undefined)),
    [host, options],
  );
  // spec 8: an embedded browser without its callback cannot report picks: say so, naming both
  const embeddedError = props.embedded
    ? embeddedBrowserCallbackError(props['data-testid'] ?? props.type, 'onChange', onChange)
    : null;
  useEffect(() => {
    if (embeddedError) console.error(embeddedError);
  }, [embeddedError]);
  // the machine ignores a value equal to the one it holds
  useEffect(() => void (value && host.send({ type: 'VALUE.SET', value })), [host, value]);
  return useActorView(host, { platform, messages: browserTexts }, connectBrowser);
}
