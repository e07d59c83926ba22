import { useState } from 'react';
import {
  connectShareList,
  createShareServices,
  shareListActors,
  shareListMachine,
  shareTexts,
  type ShareServices,
  type ShareListView,
} from '../../share';
import type { Platform } from '../../shared/platform';
import { useMachineView } from '../machine';
import type { ShareListProps } from './share.props';

/** The IO of a share list: HTTP over the share context, with the host's replacements. */
export function useShareServices(props: Pick<ShareListProps, 'shareContext' | 'services'>): ShareServices {
  const [io] = useState(() => ({
    ...createShareServices({ context: props.shareContext }),
    ...props.services,
  }));
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
    implementations: { actors: shareListActors(services) },
  }));
  return useMachineView(
    shareListMachine,
    { ...options, platform: props.platform, messages: shareTexts },
    connectShareList,
  );
}
