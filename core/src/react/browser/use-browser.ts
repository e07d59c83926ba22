import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  browserMachine,
  browserTexts,
  connectBrowser,
  createBrowserApi,
  embeddedBrowserCallbackError,
  type BrowserEntry,
  type BrowserPage,
  type BrowserQuery,
  type BrowserCondition,
  type BrowserServerProps,
  type BrowserServices,
  type BrowserTreeNode,
  type BrowserView,
} from '../../browser';
import type { Platform } from '../../shared/platform';
import { useActorView, useMachineActor } from '../machine';
import type { BrowserProps } from './browser.props';

/** The machine's actors over `BrowserServices`. */
function actorsOf(io: BrowserServices) {
  return {
    fetchPage: fromPromise<BrowserPage, BrowserQuery>(({ input, signal }) => io.search(input, signal)),
    fetchTree: fromPromise<BrowserTreeNode[], void>(({ signal }) => io.leftData(signal)),
    resolveIds: fromPromise<BrowserEntry[], { ids: string[] }>(({ input, signal }) =>
      io.destData(input.ids, signal),
    ),
    fetchSuggestions: fromPromise<BrowserEntry[], { keyword: string }>(({ input, signal }) =>
      io.associate(input.keyword, signal),
    ),
    checkPermission: fromPromise<boolean, void>(({ signal }) => io.permission(signal)),
    fetchProps: fromPromise<BrowserServerProps, void>(({ signal }) => io.props(signal)),
    fetchConditions: fromPromise<BrowserCondition[], void>(({ signal }) => io.conditions(signal)),
  };
}

/** A browser field's view model: the value's tags, suggestions and the picker dialog. */
export function useBrowser(props: BrowserProps & { platform: Platform }): BrowserView {
  const { platform, value, onChange } = props;
  const [options] = useState(() => {
    const http = createBrowserApi({
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
        actors: actorsOf(io),
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
