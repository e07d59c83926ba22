import type { SuiteMessage } from '@suite-ui/core';
import { useShowMessage } from '@suite-ui/core/react';
import { Toast } from 'antd-mobile';

/** The mobile message renderer (spec 8): `show({ type, content })` opens a Toast; error shows as fail. */
export function useSuiteMessage(): (message: SuiteMessage) => void {
  return useShowMessage('mobile', (view) => {
    if (view.kind === 'toast') Toast.show({ icon: view.icon ?? undefined, content: view.content });
  });
}
