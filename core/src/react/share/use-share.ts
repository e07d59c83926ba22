import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  connectShareList,
  createShareApi,
  shareListMachine,
  shareTexts,
  type SharePage,
  type ShareQuery,
  type ShareServices,
  type ShareListView,
  type ShareSortPlan,
} from '../../share';
import type { Platform } from '../../shared/platform';
import { useMachineView } from '../machine';
import type { ShareListProps } from './share.props';

/** The IO of a share list: HTTP over the share context, with the host's replacements. */
export function useShareServices(props: Pick<ShareListProps, 'shareContext' | 'services'>): ShareServices {
  const [io] = useState(() => ({ ...createShareApi({ context: props.shareContext }), ...props.services }));
  return io;
}

/** A Share and Auth list's view model over core's `shareListMachine`. */
export function useShareList(props: ShareListProps & { platform: Platform }): ShareListView {
  const services = useShareServices(props);
  const [options] = useState(() => ({
    input: {
      platform: props.platform,
      operations: props.operations,
      tableType: props.tableType,
      pageSize: props.pageSize,
    },
    implementations: {
      actors: {
        fetchList: fromPromise<SharePage, ShareQuery>(({ input, signal }) => services.list(input, signal)),
        removeShares: fromPromise<void, { ids: string[]; version?: number }>(({ input, signal }) =>
          services.remove(input.ids, signal, input.version),
        ),
        topShare: fromPromise<void, { id: string; version?: number }>(({ input, signal }) =>
          services.top(input.id, signal, input.version),
        ),
        sortShares: fromPromise<void, { plan: ShareSortPlan; version?: number }>(({ input, signal }) =>
          services.sort(input.plan, signal, input.version),
        ),
      },
    },
  }));
  return useMachineView(
    shareListMachine,
    { ...options, platform: props.platform, messages: shareTexts },
    connectShareList,
  );
}
