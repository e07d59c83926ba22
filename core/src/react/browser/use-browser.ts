import { useEffect, useMemo, useRef, useState } from 'react';
import {
  browserActors,
  browserMachine,
  browserTexts,
  connectBrowserPicker,
  connectBrowserSuggestions,
  createBrowserServices,
  embeddedBrowserCallbackError,
  type BrowserServices,
  type BrowserView,
} from '../../browser';
import { connectEnv } from '../../shared/connect';
import type { Platform } from '../../shared/platform';
import { useActorView, useChildSnapshot, useMachineActor } from '../machine';
import { useLocale } from '../use-locale';
import type { BrowserProps } from './browser.props';

/**
 * A browser field's view model: the value's tags, suggestions and the picker dialog. The suggestions
 * child is connected on its own: typing in the field leaves the picker's view as it was.
 */
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
  const picker = useActorView(host, { platform, messages: browserTexts }, connectBrowserPicker);
  const suggest = useChildSnapshot(host, 'suggest');
  const locale = useLocale();
  const env = useMemo(() => connectEnv(browserTexts, locale, platform), [locale, platform]);
  const dialogOpen = picker.dialog.open;
  const suggestions = useMemo(
    () => connectBrowserSuggestions(suggest, host.send, env, dialogOpen),
    [suggest, host, env, dialogOpen],
  );
  return useMemo(() => ({ ...picker, ...suggestions }), [picker, suggestions]);
}
